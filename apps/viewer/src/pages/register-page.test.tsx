// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  alertText,
  answerFetch,
  button,
  click,
  errorOf,
  field,
  renderPage,
  settle,
  site,
  type,
} from "./page-test-kit.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

const company = {
  company_website: "https://example.com",
  company_profile: "株式会社デモ",
  company_clause: "<p>販売業者：株式会社デモ</p>",
  terms_of_service: "<p>規約</p>",
  privacy_policy: "<p>個人情報</p>",
  show_in_contact: true,
  show_in_form: true,
  show_in_member_ship: true,
  agreement_required: true,
};
const textField = (id: string, title: string, order: number, required = true) => ({
  id,
  type_input: "TEXT_BOX",
  title,
  value: "",
  is_required: required,
  placeholder: "",
  options: [],
  order_num: order,
});
const membership = {
  fields: [
    textField("email", "メールアドレス", 1),
    textField("password", "パスワード", 2),
    textField("confirmPassword", "パスワード（確認）", 3),
    textField("nickname", "ニックネーム", 4),
  ],
  company,
  agreement_required: true,
  locked: false,
};

async function fill(values: { email: string; password: string; confirm: string; nickname?: string }) {
  await type(field("メールアドレス"), values.email);
  await type(field("パスワード"), values.password);
  await type(field("パスワード（確認）"), values.confirm);
  if (values.nickname !== undefined) await type(field("ニックネーム"), values.nickname);
}

describe("register page", () => {
  it("asks for e-mail, password and confirmation once, then the site's own fields and its terms", async () => {
    answerFetch({ [`GET ${site}/membership-setting`]: { body: membership } });
    await renderPage({ name: "register" });
    expect(document.querySelector("h1")?.textContent).toBe("会員登録");
    expect(document.querySelectorAll('input[type="email"]')).toHaveLength(1);
    expect(document.querySelectorAll('input[type="password"]')).toHaveLength(2);
    expect(field("ニックネーム")).toBeTruthy();
    expect(document.body.textContent).toContain("特定商取引法に基づく表記");
    expect(document.body.textContent).toContain("利用規約とプライバシーポリシーに同意します。");
  });

  it("refuses a double-dotted e-mail, a weak password, a mismatch and missing agreement with the spec's messages, sending nothing", async () => {
    const calls = answerFetch({ [`GET ${site}/membership-setting`]: { body: membership } });
    await renderPage({ name: "register" });
    await fill({ email: "a..b@example.com", password: "password1", confirm: "password2", nickname: "" });
    await click(button("登録する"));
    expect(alertText()).toBe("入力内容をご確認ください。");
    expect(errorOf(field("メールアドレス"))).toContain("メールアドレスの形式が正しくありません。");
    expect(errorOf(field("パスワード"))).toContain("英大文字");
    expect(errorOf(field("パスワード（確認）"))).toContain("パスワードが一致しません。");
    expect(errorOf(field("ニックネーム"))).toContain("この項目は必須です。");
    expect(document.getElementById("agree-error")?.textContent).toBe(
      "利用規約とプライバシーポリシーに同意してください。",
    );
    expect(document.activeElement).toBe(field("メールアドレス"));
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("refuses a password shorter than 8 characters with the length message", async () => {
    answerFetch({ [`GET ${site}/membership-setting`]: { body: membership } });
    await renderPage({ name: "register" });
    await fill({ email: "a@example.com", password: "Ab1@", confirm: "Ab1@" });
    await click(button("登録する"));
    expect(errorOf(field("パスワード"))).toContain("8〜20文字で入力してください。");
  });

  it("sends the registration and offers to resend the e-mail", async () => {
    const calls = answerFetch({
      [`GET ${site}/membership-setting`]: { body: membership },
      [`POST ${site}/register`]: { status: 201, body: { message: "仮登録しました。" } },
      [`POST ${site}/resend-register-email`]: { body: { message: "メールを再送しました。" } },
    });
    await renderPage({ name: "register" });
    await fill({ email: "new@example.com", password: "Secret#123", confirm: "Secret#123", nickname: "ミナ" });
    await click(document.querySelector('input[name="agreed"]'));
    await click(button("登録する"));
    const post = calls.find((call) => call.path.endsWith("/register"));
    expect(post?.body).toEqual({
      email: "new@example.com",
      password: "Secret#123",
      confirm_password: "Secret#123",
      data: { nickname: "ミナ" },
      agreed: true,
      lang: "ja",
    });
    expect(document.querySelector("h1")?.textContent).toBe("メールをご確認ください");
    expect(document.body.textContent).toContain("new@example.com");
    await click(button("メールを再送信する"));
    expect(calls.find((call) => call.path.endsWith("/resend-register-email"))?.body).toEqual({
      email: "new@example.com",
      lang: "ja",
    });
    expect(document.querySelector(".mk-toast")?.textContent).toBe("メールを再送しました。");
  });

  it("shows the server's message and its field messages when the registration is refused", async () => {
    answerFetch({
      [`GET ${site}/membership-setting`]: {
        body: { ...membership, company: null, agreement_required: false },
      },
      [`POST ${site}/register`]: {
        status: 400,
        body: {
          code: "VALIDATION_ERROR",
          message: ["このメールアドレスは既に登録されています。"],
          fields: [{ path: "email", message: "このメールアドレスは既に登録されています。" }],
        },
      },
    });
    await renderPage({ name: "register" });
    await fill({ email: "taken@example.com", password: "Secret#123", confirm: "Secret#123", nickname: "x" });
    await click(button("登録する"));
    await settle();
    expect(alertText()).toBe("このメールアドレスは既に登録されています。");
    expect(errorOf(field("メールアドレス"))).toContain("このメールアドレスは既に登録されています。");
  });

  it("offers to load again when the form cannot be fetched", async () => {
    answerFetch({ [`GET ${site}/membership-setting`]: "network-down" });
    await renderPage({ name: "register" });
    expect(alertText()).toContain("インターネットに接続されていません。");
    expect(button("再読み込み")).toBeTruthy();
  });
});
