// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memberToken } from "../api/endpoints.ts";
import { demoSiteId, demoSnapshot } from "../fixtures/demo-snapshot.ts";
import { catalogueFor } from "../lib/messages.ts";
import { translator } from "../lib/translate.ts";
import { usePageContents } from "./use-page-contents.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.innerHTML = "";
});

const snapshot = demoSnapshot("ja");
const t = translator(catalogueFor("ja"));

function Probe({ onExpired, onContents }: { onExpired(): void; onContents(ids: string[]): void }) {
  const { contents, load } = usePageContents(snapshot, t, onExpired);
  onContents(Object.keys(contents).filter((id) => contents[id]));
  return <button type="button" onClick={() => load(["page-c1"], true)} />;
}

async function loadMembersPage(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetch);
  const onExpired = vi.fn();
  let loaded: string[] = [];
  const host = document.body.appendChild(document.createElement("div"));
  await act(async () =>
    createRoot(host).render(<Probe onExpired={onExpired} onContents={(ids) => (loaded = ids)} />),
  );
  await act(async () => host.querySelector("button")?.click());
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  return { fetch, onExpired, loaded: () => loaded };
}

describe("members-only page contents", () => {
  it("fetches a locked page's content with the member's token", async () => {
    localStorage.setItem(`mekuri.member.${demoSiteId}`, "member-token");
    const { fetch, onExpired, loaded } = await loadMembersPage(200, {
      page_id: "page-c1",
      content: { buttons: [] },
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/v1/end-user/site/${demoSiteId}/page/page-c1/private?lang=ja`);
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer member-token");
    expect(loaded()).toContain("page-c1");
    expect(onExpired).not.toHaveBeenCalled();
  });

  it("clears the member's token and locks again when the server answers 401", async () => {
    localStorage.setItem(`mekuri.member.${demoSiteId}`, "expired-token");
    const { onExpired, loaded } = await loadMembersPage(401, {
      message: "ログインしてください。",
      code: "UNAUTHORIZED",
    });
    expect(memberToken(demoSiteId)).toBeNull();
    expect(onExpired).toHaveBeenCalledOnce();
    expect(loaded()).not.toContain("page-c1");
  });

  it("shows the lock screen again, not a blank page, when the server refuses the member (403)", async () => {
    localStorage.setItem(`mekuri.member.${demoSiteId}`, "other-site-token");
    const { onExpired, loaded } = await loadMembersPage(403, {
      message: "この操作を行う権限がありません。",
      code: "FORBIDDEN",
    });
    expect(memberToken(demoSiteId)).toBeNull();
    expect(onExpired).toHaveBeenCalledOnce();
    expect(loaded()).not.toContain("page-c1");
  });
});
