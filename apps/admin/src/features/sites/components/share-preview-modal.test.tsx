import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";
import { session } from "@/lib/session";
import { json, type RecordedRequest, stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { siteId } from "../testing/fixtures";
import { SharePreviewModal } from "./share-preview-modal";

// The dialog's body is a lazy chunk; loaded once here, so no test waits for its first transform.
beforeAll(async () => {
  await import("./share-preview-body");
});

const base = `/api/v1/preview/site/${siteId}/share`;
const target = {
  id: siteId,
  name: "Spring sale",
  siteUrl: `http://${siteId}.sites.localhost:3000/sites/${siteId}`,
};

interface Invite {
  email: string;
  invited_at: string;
}

/** A share on the server side of the stubbed fetch: the answers follow what the modal sends. */
function stubShare(initial: { shared: boolean; isPrivate: boolean; hasPassword: boolean; emails: Invite[] }) {
  const state = { ...initial, emails: [...initial.emails] };
  const info = () => ({ is_private: state.isPrivate, has_password: state.hasPassword, emails: state.emails });
  return stubFetch({
    [`GET ${base}`]: () => json(200, info()),
    [`GET ${base}/status`]: () =>
      json(200, { shared: state.shared, is_private: state.isPrivate, has_password: state.hasPassword }),
    [`POST ${base}`]: (request) => {
      const body = request.body as { emails: string[]; is_private: boolean; password?: string };
      Object.assign(state, { shared: true, isPrivate: body.is_private });
      if (body.password) state.hasPassword = true;
      for (const email of body.emails) state.emails.push({ email, invited_at: "2026-11-22T01:00:00.000Z" });
      return json(200, { message: "プレビューを共有しました。", share: info() });
    },
    [`PUT ${base}/revoke`]: () => json(200, { message: "プレビューのアクセスを更新しました。" }),
    [`DELETE ${base}/emails`]: (request) => {
      const gone = (request.body as { emails: string[] }).emails;
      state.emails = state.emails.filter((invite) => !gone.includes(invite.email));
      return json(200, { message: "共有メールアドレスを削除しました。", share: info() });
    },
  });
}

/** Opens the modal and waits for the share to load. */
async function openModal() {
  renderAt(<SharePreviewModal target={target} onClose={() => {}} />);
  const dialog = await screen.findByRole("dialog", { name: "プレビューを共有：Spring sale" });
  await within(dialog).findByRole("button", { name: "保存して共有" });
  return dialog;
}

const sent = (requests: RecordedRequest[], method: string, path = "") =>
  requests.filter(
    (request) => request.method === method && new URL(request.url, "http://x").pathname === `${base}${path}`,
  );

beforeEach(async () => {
  await i18n.changeLanguage("ja");
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe("the preview share modal", () => {
  it("invites several addresses at once, refuses a malformed one by name and lists the invited", async () => {
    const { requests } = stubShare({ shared: true, isPrivate: false, hasPassword: false, emails: [] });
    const dialog = await openModal();
    expect(within(dialog).getByText("まだ誰も招待していません。")).toBeDefined();
    expect(within(dialog).getByLabelText("共有リンク")).toHaveProperty(
      "value",
      `http://${siteId}.sites.localhost:3000/site/${siteId}/preview`,
    );

    const user = userEvent.setup();
    const emails = within(dialog).getByRole("combobox", { name: "招待するメールアドレス" });
    // A pasted list splits into addresses like a typed one; its keystrokes are not what is tested here.
    await user.click(emails);
    await user.paste("hanako@example.com, taro@@example.com,");
    await user.click(within(dialog).getByRole("button", { name: "保存して共有" }));
    expect(
      await within(dialog).findByText(`taro@@example.com：${localizeMessage("validation.email", "ja")}`),
    ).toBeDefined();
    expect(sent(requests, "POST")).toHaveLength(0);

    // Backspace in the empty input takes the last address back off the list.
    await user.type(emails, "{backspace}taro@example.com,");
    await user.click(within(dialog).getByRole("button", { name: "保存して共有" }));
    await waitFor(() => expect(sent(requests, "POST")).toHaveLength(1));
    expect(sent(requests, "POST")[0]!.body).toEqual({
      emails: ["hanako@example.com", "taro@example.com"],
      is_private: false,
    });
    expect(await screen.findByText("プレビューを共有しました。")).toBeDefined();
    const invited = await within(dialog).findByRole("list");
    expect(within(invited).getByText("hanako@example.com")).toBeDefined();
    expect(within(invited).getByText("taro@example.com")).toBeDefined();
    expect(within(invited).getAllByText(/に招待$/)).toHaveLength(2);
  });

  it("requires a password when the security setting is on and none is set, then checks its rules", async () => {
    const { requests } = stubShare({ shared: true, isPrivate: false, hasPassword: false, emails: [] });
    const dialog = await openModal();
    const user = userEvent.setup();
    const security = within(dialog).getByRole("switch", { name: /セキュリティ設定/ });
    expect(security).toHaveProperty("checked", false);
    await user.click(security);
    await user.click(within(dialog).getByRole("button", { name: "保存して共有" }));
    expect(await within(dialog).findByText("非公開のプレビューにはパスワードが必要です。")).toBeDefined();

    const password = within(dialog).getByLabelText(/^パスワード/, { selector: "input" });
    await user.type(password, "abc-123");
    await user.click(within(dialog).getByRole("button", { name: "保存して共有" }));
    expect(await within(dialog).findByText("8〜64文字で入力してください。")).toBeDefined();
    expect(sent(requests, "POST")).toHaveLength(0);

    await user.type(password, "45");
    await user.click(within(dialog).getByRole("button", { name: "保存して共有" }));
    await waitFor(() => expect(sent(requests, "POST")).toHaveLength(1));
    expect(sent(requests, "POST")[0]!.body).toEqual({ emails: [], is_private: true, password: "abc-12345" });
    expect(await within(dialog).findByText(/パスワードは設定済みです。/)).toBeDefined();
  });

  it("starts a site that was never shared with the security setting on", async () => {
    stubShare({ shared: false, isPrivate: false, hasPassword: false, emails: [] });
    const dialog = await openModal();
    expect(within(dialog).getByRole("switch", { name: /セキュリティ設定/ })).toHaveProperty("checked", true);
    expect(within(dialog).getByText(/まだ共有されていません。/)).toBeDefined();
  });

  it("deletes an invited address or ends its sessions only after confirmation", async () => {
    const { requests } = stubShare({
      shared: true,
      isPrivate: true,
      hasPassword: true,
      emails: [
        { email: "hanako@example.com", invited_at: "2026-11-21T01:00:00.000Z" },
        { email: "taro@example.com", invited_at: "2026-11-21T02:00:00.000Z" },
      ],
    });
    const dialog = await openModal();
    const user = userEvent.setup();

    await user.click(await within(dialog).findByRole("button", { name: "招待を削除: hanako@example.com" }));
    const confirm = await screen.findByRole("dialog", { name: "招待を削除しますか？" });
    expect(
      within(confirm).getByText(/hanako@example.com はこのプレビューを開けなくなります。/),
    ).toBeDefined();
    await user.click(within(confirm).getByRole("button", { name: "キャンセル" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "招待を削除しますか？" })).toBeNull());
    expect(sent(requests, "DELETE", "/emails")).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "招待を削除: hanako@example.com" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "招待を削除しますか？" })).getByRole("button", {
        name: "削除する",
      }),
    );
    await waitFor(() => expect(sent(requests, "DELETE", "/emails")).toHaveLength(1));
    expect(sent(requests, "DELETE", "/emails")[0]!.body).toEqual({ emails: ["hanako@example.com"] });
    await waitFor(() => expect(within(dialog).queryByText("hanako@example.com")).toBeNull());

    await user.click(
      within(dialog).getByRole("button", { name: "ログイン中のプレビューを終了: taro@example.com" }),
    );
    await user.click(
      within(await screen.findByRole("dialog", { name: "プレビューのログインを終了しますか？" })).getByRole(
        "button",
        { name: "終了する" },
      ),
    );
    await waitFor(() => expect(sent(requests, "PUT", "/revoke")).toHaveLength(1));
    expect(sent(requests, "PUT", "/revoke")[0]!.body).toEqual({ emails: ["taro@example.com"] });
    expect(within(dialog).getByText("taro@example.com")).toBeDefined();

    await user.click(within(dialog).getByRole("button", { name: "招待メールを全員に再送" }));
    await waitFor(() => expect(sent(requests, "PUT", "/revoke")).toHaveLength(2));
    expect(sent(requests, "PUT", "/revoke")[1]!.body).toEqual({ emails: [], resend_all: true });
  });
});
