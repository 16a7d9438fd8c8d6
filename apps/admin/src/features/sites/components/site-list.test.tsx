import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CurrentUserContext } from "@/features/shell";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { operator, siteId } from "../testing/fixtures";
import { SiteList } from "./site-list";

const item = {
  id: siteId,
  name: "Spring sale",
  status: "PUBLISH",
  site_url: `http://${siteId}.sites.localhost:3000/`,
  published_at: "2026-11-21T15:30:00.000Z",
  created_at: "2026-11-20T01:00:00.000Z",
  updated_at: "2026-11-21T15:30:00.000Z",
  account: { id: "acc", company_name: "Shop Inc." },
  page_views_this_month: 12345,
};

beforeEach(async () => {
  await i18n.changeLanguage("ja");
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe("the site production list", () => {
  it("leads from each site to its members, contacts and form answers", async () => {
    stubFetch({ "GET /api/v1/site": () => json(200, { items: [item], total: 1 }) });
    const reader = { ...operator, permissions: [...operator.permissions, "siteData:view" as const] };
    renderAt(
      <CurrentUserContext value={reader}>
        <SiteList onPreview={vi.fn()} />
      </CurrentUserContext>,
    );
    const link = await screen.findByRole("link", {
      name: "会員・お問い合わせ・フォーム・アンケート: Spring sale",
    });
    expect(link.getAttribute("href")).toBe(`/${operator.userTypeId}/site/list/${siteId}`);
  });

  it("says a published site has unpublished changes when its draft was saved after the publish", async () => {
    const saved = { ...item, id: "b", name: "Saved after", updated_at: "2026-11-22T09:00:00.000Z" };
    stubFetch({ "GET /api/v1/site": () => json(200, { items: [item, saved], total: 2 }) });
    renderAt(
      <CurrentUserContext value={operator}>
        <SiteList onPreview={vi.fn()} />
      </CurrentUserContext>,
    );
    const changed = (await screen.findByText("Saved after")).closest("tr")!;
    expect(within(changed).getByText("公開中")).toBeDefined();
    expect(within(changed).getByText("未公開の変更あり")).toBeDefined();
    const live = screen.getByText("Spring sale").closest("tr")!;
    expect(within(live).queryByText("未公開の変更あり")).toBeNull();
  });

  it("shows each site with its address, JST dates and parent account, and pages on the server", async () => {
    const { requests } = stubFetch({ "GET /api/v1/site": () => json(200, { items: [item], total: 45 }) });
    const onPreview = vi.fn();
    renderAt(
      <CurrentUserContext value={operator}>
        <SiteList onPreview={onPreview} />
      </CurrentUserContext>,
    );
    const row = (await screen.findByText("Spring sale")).closest("tr")!;
    expect(within(row).getByText("公開中")).toBeDefined();
    // 15:30 UTC is 00:30 the next day in Japan.
    expect(within(row).getByText("2026/11/22 0:30")).toBeDefined();
    expect(within(row).getByText("Shop Inc.")).toBeDefined();
    expect(
      within(row)
        .getByRole("link", { name: new RegExp(`${siteId}.sites.localhost`) })
        .getAttribute("href"),
    ).toBe(item.site_url);
    expect(screen.getByText("全45件")).toBeDefined();
    const user = userEvent.setup();
    await user.click(within(row).getByRole("button", { name: "プレビュー: Spring sale" }));
    expect(onPreview).toHaveBeenCalledWith({ id: siteId, name: "Spring sale", siteUrl: item.site_url });
    await user.click(screen.getByRole("button", { name: "3" }));
    await waitFor(() => expect(requests.at(-1)?.url).toContain("page=3"));
    expect(requests.at(-1)?.url).toContain("size=20");
  });

  it("asks for the total once per filter set: paging sends with_total=false and keeps showing it", async () => {
    const { requests } = stubFetch({
      "GET /api/v1/site": (request) =>
        json(200, { items: [item], total: request.url.includes("with_total=false") ? null : 45 }),
    });
    renderAt(
      <CurrentUserContext value={operator}>
        <SiteList onPreview={vi.fn()} />
      </CurrentUserContext>,
    );
    await screen.findByText("全45件");
    // The pagination's arrows are named, not bare icons.
    expect(screen.getByRole("button", { name: "次のページ" })).toBeDefined();
    expect(screen.getByRole("button", { name: "前のページ" })).toBeDefined();
    expect(requests[0]?.url).not.toContain("with_total");
    await userEvent.click(screen.getByRole("button", { name: "2" }));
    await waitFor(() => expect(requests.at(-1)?.url).toContain("page=2"));
    expect(requests.at(-1)?.url).toContain("with_total=false");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "2" }).getAttribute("aria-current")).toBe("page"),
    );
    expect(screen.getByText("全45件")).toBeDefined();
  });

  it("filters by status from the first page and exports the same filters as CSV", async () => {
    const { requests } = stubFetch({
      "GET /api/v1/site": () => json(200, { items: [item], total: 1 }),
      "GET /api/v1/site/export": () =>
        new Response("\uFEFFid,name\n", { status: 200, headers: { "Content-Type": "text/csv" } }),
    });
    const createObjectURL = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:csv");
    vi.spyOn(URL, "revokeObjectURL").mockReturnValue();
    renderAt(
      <CurrentUserContext value={operator}>
        <SiteList onPreview={() => {}} />
      </CurrentUserContext>,
    );
    await screen.findByText("Spring sale");
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("ステータス", { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "下書き", hidden: true }));
    await waitFor(() => expect(requests.at(-1)?.url).toContain("status=DRAFT"));
    await user.click(screen.getByRole("button", { name: "CSV出力" }));
    await waitFor(() =>
      expect(requests.some((request) => request.url.includes("/site/export?status=DRAFT"))).toBe(true),
    );
    const exported = requests.find((request) => request.url.includes("/site/export"));
    expect(exported?.url).not.toContain("page=");
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });
});
