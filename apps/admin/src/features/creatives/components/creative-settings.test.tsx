import type { SiteDocument } from "@mekuri/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { emptyPage } from "../lib/document";
import { image, siteFixture, siteId } from "../testing/site-fixture";
import { CreativeSettings } from "./creative-settings";

/** Holds the document like the editor shell does and records every change. */
function renderSettings(initial: SiteDocument) {
  const changes: SiteDocument[] = [];
  let current = initial;
  function Harness() {
    const [site, setSite] = useState(initial);
    return (
      <CreativeSettings
        site={site}
        maxPages={12}
        update={(change) => {
          current = change(current);
          changes.push(current);
          setSite(current);
        }}
      />
    );
  }
  const view = renderAt(<Harness />);
  return { ...view, changes, latest: () => changes.at(-1) };
}

/** Items on the canvas (the list beside it names them the same way). */
const canvasItem = (name: RegExp) =>
  within(screen.getByRole("group", { name: "Page layout" })).getByRole("button", { name });

const a1Buttons = (site: SiteDocument | undefined) =>
  site?.pages.find((page) => page.columnIndex === 0 && page.rowIndex === 0)?.buttons.ja ?? [];

// The editor renders a whole form of Mantine inputs; on a busy machine that takes a few seconds.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  await i18n.changeLanguage("en");
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe("the page canvas", () => {
  it("places a new button at the default 120 × 40 and drags it, storing design pixels", async () => {
    stubFetch({});
    const { latest } = renderSettings(
      siteFixture([{ ...emptyPage({ columnIndex: 0, rowIndex: 0 }), media: image }]),
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Add button" }));
    expect(a1Buttons(latest())).toMatchObject([
      { buttonWidth: 120, buttonHeight: 40, buttonPositionLeft: 128, buttonPositionTop: 350 },
    ]);

    // The canvas is drawn 300 px wide: 0.8 screen px per design px.
    const item = canvasItem(/^Button 1/);
    fireEvent.pointerDown(item, { pointerId: 1, button: 0, clientX: 200, clientY: 300 });
    fireEvent.pointerMove(item, { pointerId: 1, clientX: 240, clientY: 380 });
    fireEvent.pointerUp(item, { pointerId: 1, clientX: 240, clientY: 380 });
    expect(a1Buttons(latest())[0]).toMatchObject({ buttonPositionLeft: 178, buttonPositionTop: 450 });
  });

  it("clamps a button dragged past the page's edges so it stays whole on the page", async () => {
    stubFetch({});
    const { latest } = renderSettings(siteFixture());
    await userEvent.setup().click(screen.getByRole("button", { name: "Add button" }));
    const item = canvasItem(/^Button 1/);
    fireEvent.pointerDown(item, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(item, { pointerId: 1, clientX: 900, clientY: -800 });
    fireEvent.pointerUp(item, { pointerId: 1, clientX: 900, clientY: -800 });
    expect(a1Buttons(latest())[0]).toMatchObject({
      buttonPositionLeft: 375 - 120,
      buttonPositionTop: 0,
      buttonWidth: 120,
      buttonHeight: 40,
    });
  });

  it("moves the focused button with the arrow keys, ten pixels with Shift", async () => {
    stubFetch({});
    const { latest } = renderSettings(siteFixture());
    await userEvent.setup().click(screen.getByRole("button", { name: "Add button" }));
    const item = canvasItem(/^Button 1/);
    fireEvent.keyDown(item, { key: "ArrowLeft", shiftKey: true });
    fireEvent.keyDown(item, { key: "ArrowDown" });
    expect(a1Buttons(latest())[0]).toMatchObject({ buttonPositionLeft: 118, buttonPositionTop: 351 });
  });
});

describe("uploads", () => {
  it("refuses an oversize video before sending anything and names the file and the limit", async () => {
    const { requests } = stubFetch({});
    renderSettings(siteFixture());
    const video = new File(["x"], "launch-movie.mp4", { type: "video/mp4" });
    Object.defineProperty(video, "size", { value: 31 * 1024 * 1024 });
    await userEvent.setup({ applyAccept: false }).upload(screen.getByTestId("upload-B2"), video);

    const dialog = await screen.findByRole("dialog", { name: "Upload Failed" });
    expect(dialog.textContent).toContain("launch-movie.mp4");
    expect(dialog.textContent).toContain("30 MB");
    expect(requests).toHaveLength(0);
  });

  it("shows the server's refusal in the same modal, with the file name", async () => {
    stubFetch({
      "POST /api/v1/site/generate-urls": () =>
        json(400, { code: "VALIDATION_ERROR", message: "The storage for this site is full." }),
    });
    const { changes } = renderSettings(siteFixture());
    const picture = new File(["jpeg"], "hero.jpg", { type: "image/jpeg" });
    await userEvent.setup().upload(screen.getByTestId("upload-A1"), picture);

    const dialog = await screen.findByRole("dialog", { name: "Upload Failed" });
    expect(dialog.textContent).toContain("hero.jpg");
    expect(dialog.textContent).toContain("The storage for this site is full.");
    expect(changes).toHaveLength(0);
  });

  it("puts the uploaded picture into its cell through generate-urls, PUT and complete", async () => {
    const { requests } = stubFetch({
      "POST /api/v1/site/generate-urls": () =>
        json(200, {
          uploads: [{ upload_id: "u1", url: "/api/v1/site/upload/u1", method: "PUT", headers: {} }],
        }),
      "PUT /api/v1/site/upload/u1": () => new Response(null, { status: 204 }),
      "POST /api/v1/site/upload/complete": () =>
        json(200, {
          assets: [
            {
              upload_id: "u1",
              name: "a2.jpg",
              url: "/media/a1.jpg",
              media: {
                type: "IMAGE",
                image: image.image,
                video_url: null,
                hls_path: null,
                poster: null,
              },
            },
          ],
        }),
    });
    const { latest } = renderSettings(siteFixture());
    await userEvent
      .setup()
      .upload(screen.getByTestId("upload-A2"), new File(["jpeg"], "a2.jpg", { type: "image/jpeg" }));

    await waitFor(() => expect(latest()?.pages).toHaveLength(1));
    expect(latest()?.pages[0]).toMatchObject({
      columnIndex: 0,
      rowIndex: 1,
      media: image,
      thumbnail: image.image,
    });
    expect(
      requests.map((request) => `${request.method} ${new URL(request.url, "http://x").pathname}`),
    ).toEqual([
      "POST /api/v1/site/generate-urls",
      "PUT /api/v1/site/upload/u1",
      "POST /api/v1/site/upload/complete",
    ]);
    expect(requests[0]?.body).toEqual({
      site_id: siteId,
      files: [{ name: "a2.jpg", content_type: "image/jpeg", size: 4, purpose: "creative" }],
    });
    expect(requests[1]?.headers.get("Content-Type")).toBe("image/jpeg");
  });
  const zipCells = {
    a1: { type: "IMAGE", image: image.image, video_url: null, hls_path: null, poster: null },
  };
  const job = (status: string, done: number, extra: object = {}) =>
    json(200, { job_id: "j1", status, progress: { done, total: 7 }, result: null, error: null, ...extra });
  const uploadZipFile = () =>
    userEvent
      .setup()
      .upload(
        document.querySelector<HTMLInputElement>('input[accept=".zip,application/zip"]')!,
        new File(["PK"], "creatives.zip", { type: "application/zip" }),
      );

  it("maps a bulk ZIP to cells by file name, showing the server's progress, and lists the files it could not use", async () => {
    const polls = [
      () => job("running", 3),
      () =>
        job("done", 7, {
          result: {
            cells: zipCells,
            skipped: [
              { name: "hero.jpg", reason: "The file name does not start with a cell code such as A1." },
            ],
          },
        }),
    ];
    stubFetch({
      "POST /api/v1/site/bulk-upload/start": () =>
        json(200, { upload_id: "z1", url: "/api/v1/site/upload/z1", method: "PUT", headers: {} }),
      "PUT /api/v1/site/upload/z1": () => new Response(null, { status: 204 }),
      "POST /api/v1/site/bulk-upload/complete": () => job("queued", 0),
      "GET /api/v1/site/bulk-upload/job/j1": () => (polls.shift() ?? polls[0]!)(),
    });
    const { latest } = renderSettings(siteFixture());
    await uploadZipFile();

    expect(await screen.findByText("Converting the pictures of the ZIP: 3 of 7 files…")).toBeTruthy();
    await waitFor(() => expect(latest()?.pages).toHaveLength(1), { timeout: 5000 });
    expect(latest()?.pages[0]).toMatchObject({ columnIndex: 0, rowIndex: 0, media: image });
    expect(await screen.findByText("Files not used: 1")).toBeTruthy();
    expect(screen.getByText("hero.jpg")).toBeTruthy();
    expect(sessionStorage.getItem(`mekuri.bulkUpload.${siteId}`)).toBeNull();
  });

  it("shows the Upload Failed modal with the server's reason when the ZIP is refused", async () => {
    stubFetch({
      "POST /api/v1/site/bulk-upload/start": () =>
        json(200, { upload_id: "z1", url: "/api/v1/site/upload/z1", method: "PUT", headers: {} }),
      "PUT /api/v1/site/upload/z1": () => new Response(null, { status: 204 }),
      "POST /api/v1/site/bulk-upload/complete": () => job("queued", 0),
      "GET /api/v1/site/bulk-upload/job/j1": () =>
        job("failed", 0, {
          error: { code: "VALIDATION_ERROR", message: "creatives.zip holds more than 10000 files." },
        }),
    });
    const { changes } = renderSettings(siteFixture());
    await uploadZipFile();

    const modal = await screen.findByRole("dialog", { name: "Upload Failed" });
    expect(within(modal).getByText("creatives.zip holds more than 10000 files.")).toBeTruthy();
    expect(changes).toEqual([]);
  });

  it("follows a ZIP still unpacking when the editor is opened again, and fills its cells", async () => {
    sessionStorage.setItem(
      `mekuri.bulkUpload.${siteId}`,
      JSON.stringify({ jobId: "j1", name: "creatives.zip" }),
    );
    stubFetch({
      "GET /api/v1/site/bulk-upload/job/j1": () =>
        job("done", 7, { result: { cells: zipCells, skipped: [] } }),
    });
    const { latest } = renderSettings(siteFixture());
    await waitFor(() => expect(latest()?.pages[0]).toMatchObject({ media: image }));
    expect(sessionStorage.getItem(`mekuri.bulkUpload.${siteId}`)).toBeNull();
  });

  it("stops polling when the tab is left mid-job, and the editor opened next applies the cells once", async () => {
    let done = false;
    const { requests } = stubFetch({
      "POST /api/v1/site/bulk-upload/start": () =>
        json(200, { upload_id: "z1", url: "/api/v1/site/upload/z1", method: "PUT", headers: {} }),
      "PUT /api/v1/site/upload/z1": () => new Response(null, { status: 204 }),
      "POST /api/v1/site/bulk-upload/complete": () => job("queued", 0),
      "GET /api/v1/site/bulk-upload/job/j1": () =>
        done ? job("done", 7, { result: { cells: zipCells, skipped: [] } }) : job("running", 2),
    });
    const first = renderSettings(siteFixture());
    await uploadZipFile();
    expect(await screen.findByText("Converting the pictures of the ZIP: 2 of 7 files…")).toBeTruthy();
    first.unmount();
    const polls = () => requests.filter((request) => request.method === "GET").length;
    const before = polls();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(polls()).toBe(before);
    expect(first.changes).toEqual([]);

    done = true;
    const second = renderSettings(siteFixture());
    await waitFor(() => expect(second.latest()?.pages[0]).toMatchObject({ media: image }));
    expect(second.changes).toHaveLength(1);
    expect(sessionStorage.getItem(`mekuri.bulkUpload.${siteId}`)).toBeNull();
  });
});

describe("the grid", () => {
  it("says which cell breaks the rule of consecutive images", () => {
    stubFetch({});
    renderSettings(
      siteFixture([
        { ...emptyPage({ columnIndex: 0, rowIndex: 0 }), media: image },
        { ...emptyPage({ columnIndex: 0, rowIndex: 2 }), media: image },
      ]),
    );
    expect(screen.getByText("Upload creative images consecutively with no gaps: A2 is empty.")).toBeTruthy();
  });

  it("asks before clearing all creatives and changes nothing when cancelled", async () => {
    stubFetch({});
    const { changes, latest } = renderSettings(
      siteFixture([{ ...emptyPage({ columnIndex: 0, rowIndex: 0 }), media: image, membersOnlyLock: true }]),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Clear all" }));
    const dialog = await screen.findByRole("dialog", { name: "Clear all creatives?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(changes).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Clear all" }));
    const again = await screen.findByRole("dialog", { name: "Clear all creatives?" });
    await user.click(within(again).getByRole("button", { name: "Clear all" }));
    expect(latest()?.pages[0]).toMatchObject({
      media: null,
      thumbnail: null,
      membersOnlyLock: false,
      buttons: {},
    });
  });
});

const a1 = (site: SiteDocument | undefined) =>
  site?.pages.find((page) => page.columnIndex === 0 && page.rowIndex === 0);

describe("the page's speaker and album buttons, music and chatbot", () => {
  it("drags the speaker button from its corner, storing speakerX/Y kept whole on the page", () => {
    stubFetch({});
    const { latest } = renderSettings(
      siteFixture([{ ...emptyPage({ columnIndex: 0, rowIndex: 0 }), media: image }]),
    );
    // A picture and no music: the viewer would not show it, so the marker is dimmed but placeable.
    const speaker = canvasItem(/^Speaker button \(shown on pages with a video or music\)/);
    fireEvent.pointerDown(speaker, { pointerId: 1, button: 0, clientX: 260, clientY: 10 });
    fireEvent.pointerMove(speaker, { pointerId: 1, clientX: 360, clientY: 110 });
    fireEvent.pointerUp(speaker, { pointerId: 1, clientX: 360, clientY: 110 });
    // 100 screen px are 125 design px: x stops at 375 − 40, y moves from 12 to 137.
    expect(a1(latest())?.details.ja).toMatchObject({ speakerX: 335, speakerY: 137, albumX: 323, albumY: 60 });

    fireEvent.keyDown(canvasItem(/^Speaker button/), { key: "ArrowUp", shiftKey: true });
    expect(a1(latest())?.details.ja).toMatchObject({ speakerX: 335, speakerY: 127 });
  });

  it("uploads background music and stores its address on the page; remove clears it", async () => {
    const { requests } = stubFetch({
      "POST /api/v1/site/generate-urls": () =>
        json(200, {
          uploads: [{ upload_id: "m1", url: "/api/v1/site/upload/m1", method: "PUT", headers: {} }],
        }),
      "PUT /api/v1/site/upload/m1": () => new Response(null, { status: 204 }),
      "POST /api/v1/site/upload/complete": () =>
        json(200, {
          assets: [
            { upload_id: "m1", name: "theme.mp3", url: "https://media.example.com/music.mp3", media: null },
          ],
        }),
    });
    const { latest } = renderSettings(siteFixture());
    const user = userEvent.setup();
    await user.upload(
      document.querySelector<HTMLInputElement>('input[accept^=".mp3"]')!,
      new File(["ID3"], "theme.mp3", { type: "audio/mpeg" }),
    );

    await waitFor(() => expect(a1(latest())?.backgroundMusicUrl).toBe("https://media.example.com/music.mp3"));
    expect(requests[0]?.body).toMatchObject({
      files: [{ name: "theme.mp3", content_type: "audio/mpeg", purpose: "music" }],
    });
    await user.click(screen.getByRole("button", { name: "Remove music" }));
    expect(a1(latest())?.backgroundMusicUrl).toBeNull();
  });

  it("stores the chatbot script typed for the page", () => {
    stubFetch({});
    const { latest } = renderSettings(siteFixture());
    const script = '<script src="https://chat.example.com/widget.js" defer></script>';
    fireEvent.change(screen.getByRole("textbox", { name: /Chatbot script/ }), { target: { value: script } });
    expect(a1(latest())?.chatbotScript).toBe(script);
  });
});

describe("deleting items of the page", () => {
  it("asks before deleting a product; cancel keeps it, confirming deletes it", async () => {
    stubFetch({});
    const { latest } = renderSettings(siteFixture());
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add product" }));
    const products = () => a1(latest())?.products.ja ?? [];
    expect(products()).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Delete product" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this product?" });
    expect(dialog.textContent).toContain("Product 1");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(products()).toHaveLength(1);

    fireEvent.keyDown(canvasItem(/^Product 1/), { key: "Delete" });
    const again = await screen.findByRole("dialog", { name: "Delete this product?" });
    expect(products()).toHaveLength(1);
    await user.click(within(again).getByRole("button", { name: "Delete product" }));
    expect(products()).toHaveLength(0);
  });
});
