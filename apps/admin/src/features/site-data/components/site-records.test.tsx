import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { SiteRecords } from "./site-records";

const siteId = "6a4f6f1e-1b7e-4f64-9f0e-3c1f4b7f2a10";

const member = {
  id: "m1",
  email: "hanako@example.com",
  lang: "ja",
  fields: [{ field_id: "f1", title: "お名前", value: "山田花子" }],
  created_at: "2026-11-20T01:00:00.000Z",
  last_login_at: null,
};
const contact = {
  id: "c1",
  email: "taro@example.com",
  lang: "en",
  mode: null,
  fields: [{ field_id: "f2", title: "Interests", value: ["Shoes", "Bags"] }],
  created_at: "2026-11-21T03:30:00.000Z",
};

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

function renderList(kind: "member" | "contact" = "member", canExport = true) {
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
  return renderAt(<SiteRecords kind={kind} siteId={siteId} canExport={canExport} />);
}

describe("a site's membership, CONTACT and form lists", () => {
  it("lists the members with their answers, and the contact answers with every chosen option", async () => {
    await i18n.changeLanguage("ja");
    stubFetch({
      [`GET /api/v1/site-member/${siteId}`]: () => json(200, { items: [member], total: 1 }),
      [`GET /api/v1/site-contact/${siteId}`]: () => json(200, { items: [contact], total: 1 }),
    });
    const members = renderList("member");
    const row = (await screen.findByText("hanako@example.com")).closest("tr")!;
    expect(within(row).getByText("山田花子")).toBeTruthy();
    expect(screen.getByText("全1件")).toBeTruthy();
    members.unmount();

    renderList("contact");
    const contactRow = (await screen.findByText("taro@example.com")).closest("tr")!;
    expect(within(contactRow).getByText("Shoes, Bags")).toBeTruthy();
  });

  it("sends the keyword, e-mail and language to the server and starts again at page 1", async () => {
    await i18n.changeLanguage("en");
    const { requests } = stubFetch({
      [`GET /api/v1/site-member/${siteId}`]: () => json(200, { items: [], total: 0 }),
    });
    renderList();
    expect(await screen.findByText("Nothing matches.")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Email"), "hanako@");
    await waitFor(() => {
      const last = new URL(requests.at(-1)!.url, "http://x");
      expect(last.searchParams.get("email")).toBe("hanako@");
      expect(last.searchParams.get("page")).toBe("1");
    });
  });

  it("downloads the CSV with its bytes untouched, so the BOM reaches the spreadsheet", async () => {
    await i18n.changeLanguage("en");
    const csv = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode("email\r\nhanako@example.com\r\n"),
    ]);
    stubFetch({
      [`GET /api/v1/site-member/${siteId}`]: () => json(200, { items: [member], total: 1 }),
      [`GET /api/v1/site-member/${siteId}/export-csv`]: () =>
        new Response(csv, { status: 200, headers: { "Content-Type": "text/csv; charset=utf-8" } }),
    });
    const saved: Blob[] = [];
    // jsdom has no object URLs; the download hands its blob to this one.
    const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      saved.push(blob as Blob);
      return "blob:csv";
    };
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      URL.createObjectURL = objectUrls.create;
      URL.revokeObjectURL = objectUrls.revoke;
    });
    renderList();
    await screen.findByText("hanako@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(new Uint8Array(await saved[0]!.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
  });

  it("offers no export without the export permission", async () => {
    await i18n.changeLanguage("en");
    stubFetch({ [`GET /api/v1/site-member/${siteId}`]: () => json(200, { items: [], total: 0 }) });
    renderList("member", false);
    await screen.findByText("Nothing matches.");
    expect(screen.queryByRole("button", { name: "Export CSV" })).toBeNull();
  });
});
