import type { BuilderCampaign, SiteDocument } from "@mekuri/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { defaultCampaign } from "../lib/defaults";
import { newSite, siteId } from "../testing/fixtures";
import { renderSiteForm } from "../testing/render-site-form";
import { newBanner, newButton } from "./campaign-items";
import { CampaignSettings } from "./campaign-settings";

/** The campaign panel over a site with `campaign`; `latest` reads the campaign after every change. */
function renderCampaign(campaign: BuilderCampaign, site: Partial<SiteDocument> = {}) {
  const view = renderSiteForm(newSite({ ...site, campaign }), <CampaignSettings />);
  return { ...view, latest: () => view.latest().campaign };
}

/** Button items are 120 × 40, placed at 60, 32 on the 240 × 480 builder panel. */
const button = { ...newButton("left", 1), id: "6f1c3b0e-5a7d-4c2b-9e8f-0a1b2c3d4e5f" };
const banner = {
  ...newBanner("left", 1),
  id: "0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f",
  x: 20,
  y: 100,
  width: 100,
  height: 50,
};

const handle = (container: HTMLElement, name: string) => {
  const found = container.querySelector<HTMLElement>(`[data-handle="${name}"]`);
  if (!found) throw new Error(`no ${name} handle`);
  return found;
};

const drag = (element: HTMLElement, dx: number, dy: number) => {
  fireEvent.pointerDown(element, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: 100 + dx, clientY: 100 + dy });
  fireEvent.pointerUp(element, { pointerId: 1, clientX: 100 + dx, clientY: 100 + dy });
};

// The settings render a whole form of Mantine inputs; on a busy machine that takes a few seconds.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  await i18n.changeLanguage("en");
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe("resizing campaign items", () => {
  it("resizes the selected item by its corner handle and shows the new size in its fields", async () => {
    stubFetch({});
    const { container, latest } = renderCampaign({ ...defaultCampaign(3), buttons: [button] });
    await userEvent.setup().click(screen.getByRole("button", { name: "Button" }));

    drag(handle(container, "se"), 50, 30);

    expect(latest()?.buttons[0]).toMatchObject({
      x: 60,
      y: 32,
      width: 170,
      height: 70,
      parentWidth: 240,
      parentHeight: 480,
    });
    expect(screen.getByRole("textbox", { name: "Width" })).toHaveProperty("value", "170");
    expect(screen.getByRole("textbox", { name: "Height" })).toHaveProperty("value", "70");
  });

  it("stops a handle at the panel's edges and at the smallest size", async () => {
    stubFetch({});
    const { container, latest } = renderCampaign({ ...defaultCampaign(3), buttons: [button] });
    await userEvent.setup().click(screen.getByRole("button", { name: "Button" }));

    drag(handle(container, "se"), 900, 900);
    expect(latest()?.buttons[0]).toMatchObject({ x: 60, y: 32, width: 180, height: 448 });

    drag(handle(container, "nw"), 900, 900);
    expect(latest()?.buttons[0]).toMatchObject({ x: 224, y: 464, width: 16, height: 16 });

    drag(handle(container, "nw"), -900, -900);
    expect(latest()?.buttons[0]).toMatchObject({ x: 0, y: 0, width: 240, height: 480 });
  });

  it("keeps a banner's aspect ratio while resizing when its ratio is locked", async () => {
    stubFetch({});
    const { container, latest } = renderCampaign({ ...defaultCampaign(3), banners: [banner] });
    await userEvent.setup().click(screen.getByRole("button", { name: "Banner" }));

    drag(handle(container, "e"), 60, 0);

    expect(latest()?.banners[0]).toMatchObject({ x: 20, y: 100, width: 160, height: 80 });
  });

  it("resizes the focused item with Alt+arrows and moves it with arrows, inside the panel", async () => {
    stubFetch({});
    const { latest } = renderCampaign({ ...defaultCampaign(3), buttons: [button] });
    const user = userEvent.setup();
    const item = screen.getByRole("button", { name: "Button" });
    item.focus();

    await user.keyboard("{Alt>}{ArrowRight}{/Alt}");
    expect(latest()?.buttons[0]).toMatchObject({ width: 121, height: 40 });
    await user.keyboard("{Alt>}{Shift>}{ArrowDown}{/Shift}{/Alt}");
    expect(latest()?.buttons[0]).toMatchObject({ width: 121, height: 50 });
    await user.keyboard(
      "{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}",
    );
    expect(latest()?.buttons[0]).toMatchObject({ x: 0, y: 32, width: 121, height: 50 });
  });
});

describe("a campaign item that leads to a survey", () => {
  it("lists the site's surveys and stores the chosen one's id as the destination", async () => {
    stubFetch({
      [`GET /api/v1/site/${siteId}/survey`]: () =>
        json(200, {
          items: [
            { id: "7d4a9c1e-2b3f-4e5a-8c6d-9e0f1a2b3c4d", title: "Customer satisfaction" },
            { id: "1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6", title: "Product feedback" },
          ],
        }),
    });
    const { latest } = renderCampaign({
      ...defaultCampaign(3),
      buttons: [{ ...button, linkType: "SURVEY" }],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Button" }));

    await user.click(screen.getByRole("combobox", { name: "Survey" }));
    await screen.findByRole("option", { name: "Customer satisfaction", hidden: true });
    await user.click(screen.getByRole("option", { name: "Product feedback", hidden: true }));

    expect(latest()?.buttons[0]?.linkDestinationUrl).toBe("1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6");
  });
});

/** The upload flow for one file: generate-urls → PUT → complete, answering with the given media. */
function stubUpload(name: string, url: string, media: Record<string, unknown>) {
  return stubFetch({
    "POST /api/v1/site/generate-urls": () =>
      json(200, {
        uploads: [{ upload_id: "u1", url: "/api/v1/site/upload/u1", method: "PUT", headers: {} }],
      }),
    "PUT /api/v1/site/upload/u1": () => new Response(null, { status: 204 }),
    "POST /api/v1/site/upload/complete": () => json(200, { assets: [{ upload_id: "u1", name, url, media }] }),
  });
}

const fileInputOf = (label: string) => {
  const input = screen.getByText(label).parentElement?.querySelector<HTMLInputElement>("input[type=file]");
  if (!input) throw new Error(`no file input for ${label}`);
  return input;
};

const picture = { src: "/media/b1.jpg", width: 240, height: 80, variants: [] };

describe("a campaign media button", () => {
  it("uploads its picture as a campaign file and stores the picture's URL", async () => {
    const { requests } = stubUpload("b1.jpg", "/media/b1.jpg", {
      type: "IMAGE",
      image: picture,
      video_url: null,
      hls_path: null,
      poster: null,
    });
    const { latest } = renderCampaign({
      ...defaultCampaign(3),
      buttons: [{ ...button, buttonType: "MEDIA" }],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Button" }));

    await user.upload(
      fileInputOf("Button image or video"),
      new File(["jpeg"], "b1.jpg", { type: "image/jpeg" }),
    );

    await waitFor(() => expect(latest()?.buttons[0]?.buttonImageUrl).toBe("/media/b1.jpg"));
    expect(latest()?.buttons[0]).toMatchObject({ isVideo: false, thumbnailUrl: "" });
    expect(requests[0]?.body).toEqual({
      site_id: siteId,
      files: [{ name: "b1.jpg", content_type: "image/jpeg", size: 4, purpose: "campaign" }],
    });
  });

  it("marks an uploaded video as such, keeps its poster as the thumbnail and offers to replace it", async () => {
    stubUpload("b1.mp4", "/media/b1.mp4", {
      type: "VIDEO",
      image: null,
      video_url: "/media/b1.mp4",
      hls_path: null,
      poster: { ...picture, src: "/media/b1-poster.jpg" },
    });
    const { latest } = renderCampaign({
      ...defaultCampaign(3),
      buttons: [{ ...button, buttonType: "MEDIA" }],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Button" }));

    await user.upload(
      fileInputOf("Button image or video"),
      new File(["mp4"], "b1.mp4", { type: "video/mp4" }),
    );

    await waitFor(() => expect(latest()?.buttons[0]?.isVideo).toBe(true));
    expect(latest()?.buttons[0]).toMatchObject({
      buttonImageUrl: "/media/b1.mp4",
      thumbnailUrl: "/media/b1-poster.jpg",
    });
    expect(screen.getByText("Video thumbnail")).toBeTruthy();
  });
});

describe("a campaign button's look", () => {
  it("stores the chosen shape, animation, microcopy position and aspect-ratio lock", async () => {
    stubFetch({});
    const { latest } = renderCampaign({ ...defaultCampaign(3), buttons: [button] });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Button" }));

    await user.click(screen.getByRole("radio", { name: "Pill" }));
    await user.click(screen.getByRole("radio", { name: "Bounce" }));
    await user.click(screen.getByRole("radio", { name: "Below" }));
    await user.click(screen.getByRole("switch", { name: "Keep the aspect ratio" }));

    expect(latest()?.buttons[0]).toMatchObject({
      buttonShape: "PILL",
      buttonAnimation: "BOUNCE",
      textAlign: "BOTTOM",
      lockAspectRatio: true,
    });
  });
});

describe("the campaign's name and background per language", () => {
  it("uploads a background in a language's tab for that language alone", async () => {
    stubUpload("bg-en.png", "/media/bg-en.png", {
      type: "IMAGE",
      image: { ...picture, src: "/media/bg-en.png" },
      video_url: null,
      hls_path: null,
      poster: null,
    });
    const { latest } = renderCampaign(
      { ...defaultCampaign(3), names: { ja: "夏" }, backgrounds: { ja: "/media/bg-ja.png" } },
      { languages: ["ja", "en"] },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "English" }));
    expect(screen.getByText("Languages without their own image show the default language's.")).toBeTruthy();

    await user.type(screen.getByRole("textbox", { name: "Campaign name" }), "Summer");
    await user.upload(fileInputOf("Background image"), new File(["png"], "bg-en.png", { type: "image/png" }));

    await waitFor(() =>
      expect(latest()?.backgrounds).toEqual({ ja: "/media/bg-ja.png", en: "/media/bg-en.png" }),
    );
    expect(latest()?.names).toEqual({ ja: "夏", en: "Summer" });
  });
});

describe("the stacking order of campaign items", () => {
  it("puts a new item on top of every item, whatever its kind", async () => {
    stubFetch({});
    const { latest } = renderCampaign(defaultCampaign(3));
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add banner" }));
    await user.click(screen.getByRole("button", { name: "Add button" }));
    await user.click(screen.getByRole("button", { name: "Add banner" }));

    expect(latest()?.banners.map((item) => item.zIndex)).toEqual([1, 3]);
    expect(latest()?.buttons.map((item) => item.zIndex)).toEqual([2]);
  });

  it("sends the selected item backward and brings it forward among the items of its panel", async () => {
    stubFetch({});
    const { latest } = renderCampaign({
      ...defaultCampaign(3),
      banners: [{ ...banner, zIndex: 1 }],
      buttons: [{ ...button, zIndex: 2 }],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Button" }));
    expect(screen.getByRole("button", { name: "Bring forward" })).toHaveProperty("disabled", true);

    await user.click(screen.getByRole("button", { name: "Send backward" }));
    expect(latest()?.buttons[0]?.zIndex).toBe(1);
    expect(latest()?.banners[0]?.zIndex).toBe(2);
    expect(screen.getByRole("button", { name: "Send backward" })).toHaveProperty("disabled", true);

    await user.click(screen.getByRole("button", { name: "Bring forward" }));
    expect(latest()?.buttons[0]?.zIndex).toBe(2);
    expect(latest()?.banners[0]?.zIndex).toBe(1);
  });
});

describe("a campaign item's click count", () => {
  const saved = { ...defaultCampaign(3), id: "3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a", banners: [banner] };

  it("shows the clicks counted on the selected item while the campaign counts clicks", async () => {
    stubFetch({
      [`GET /api/v1/site/${siteId}/campaign/clicks`]: () => json(200, { clicks: { [banner.id]: 7 } }),
    });
    renderCampaign(saved);
    await userEvent.setup().click(screen.getByRole("button", { name: "Banner" }));

    expect(await screen.findByText("Clicks: 7")).toBeTruthy();
  });

  it("shows no count and asks for none when the campaign does not count clicks", async () => {
    const { requests } = stubFetch({});
    renderCampaign({ ...saved, isOnClickCount: false });
    await userEvent.setup().click(screen.getByRole("button", { name: "Banner" }));

    expect(screen.queryByText(/^Clicks:/)).toBeNull();
    expect(requests).toEqual([]);
  });
});
