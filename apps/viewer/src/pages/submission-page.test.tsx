// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { demoSiteId, demoSnapshot } from "../fixtures/demo-snapshot.ts";
import {
  alertText,
  answerFetch,
  button,
  click,
  errorOf,
  field,
  recordNavigation,
  renderPage,
  site,
  type,
} from "./page-test-kit.tsx";

const assign = recordNavigation();

const contact = {
  fields: [
    {
      id: "email",
      type_input: "TEXT_BOX",
      title: "メールアドレス",
      value: "",
      is_required: true,
      placeholder: "",
      options: [],
      order_num: 1,
    },
    {
      id: "age",
      type_input: "NUMBER",
      title: "年齢",
      value: "",
      is_required: false,
      placeholder: "",
      options: [],
      order_num: 4,
    },
    {
      id: "topic",
      type_input: "SELECT",
      title: "ご用件",
      value: "",
      is_required: true,
      placeholder: "",
      options: [
        { value: "見積もり", is_default: false },
        { value: "その他", is_default: false },
      ],
      order_num: 2,
    },
    {
      id: "colors",
      type_input: "SELECT_OPTIONS",
      title: "好きな色",
      value: "",
      is_required: true,
      placeholder: "",
      options: [
        { value: "白", is_default: true },
        { value: "青", is_default: false },
      ],
      order_num: 3,
    },
  ],
  company: null,
  agreement_required: false,
  locked: false,
};

describe("contact and form pages", () => {
  it("draws every field type in the site's order, with defaults chosen", async () => {
    answerFetch({ [`GET ${site}/contact-setting`]: { body: contact } });
    await renderPage({ name: "contact" });
    const labels = [...document.querySelectorAll(".mk-sp-label")].map(
      (label) => label.firstChild?.textContent,
    );
    expect(labels).toEqual(["メールアドレス", "ご用件", "好きな色", "年齢"]);
    expect(field("ご用件").tagName).toBe("SELECT");
    const boxes = [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((box) => box.checked)).toEqual([true, false]);
  });

  it("refuses missing required answers, a bad e-mail and a non-number without sending", async () => {
    const calls = answerFetch({ [`GET ${site}/contact-setting`]: { body: contact } });
    await renderPage({ name: "contact" });
    await type(field("メールアドレス"), "me@@example.com");
    await type(field("年齢"), "twenty");
    await click(document.querySelector('input[type="checkbox"]'));
    await click(button("送信する"));
    expect(alertText()).toBe("入力内容をご確認ください。");
    expect(errorOf(field("メールアドレス"))).toContain("メールアドレスの形式が正しくありません。");
    expect(errorOf(field("ご用件"))).toContain("この項目は必須です。");
    expect(errorOf(field("年齢"))).toContain("数値を入力してください。");
    expect(document.querySelector(".mk-sp-choices .mk-sp-error")?.textContent).toBe("この項目は必須です。");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("sends the answers with an idempotency key, reuses it when the same answers are retried, and opens the success page", async () => {
    let attempts = 0;
    const calls = answerFetch({
      [`GET ${site}/contact-setting`]: { body: contact },
      [`POST ${site}/contact`]: () =>
        ++attempts === 1 ? "network-down" : { status: 201, body: { message: "ok" } },
    });
    await renderPage({ name: "contact" }, { query: "utm_source=ad" });
    await type(field("メールアドレス"), "me@example.com");
    await type(field("ご用件"), "その他");
    await type(field("年齢"), "42");
    await click(button("送信する"));
    expect(alertText()).toContain("インターネットに接続されていません。");
    await click(button("送信する"));
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts).toHaveLength(2);
    expect(posts[0]?.body).toEqual({
      data: { email: "me@example.com", topic: "その他", colors: ["白"], age: 42 },
      lang: "ja",
    });
    const key = posts[0]?.headers["Idempotency-Key"];
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(posts[1]?.headers["Idempotency-Key"]).toBe(key);
    expect(assign).toHaveBeenCalledWith(`/sites/${demoSiteId}/contact-success?utm_source=ad`);
  });

  it("uses a new idempotency key once the answers change", async () => {
    const calls = answerFetch({
      [`GET ${site}/homepage-setting`]: { body: contact },
      [`POST ${site}/homepage`]: { status: 429, body: { message: "しばらくしてから", code: "RATE_LIMITED" } },
    });
    await renderPage({ name: "forms" });
    await type(field("メールアドレス"), "me@example.com");
    await type(field("ご用件"), "その他");
    await click(button("送信する"));
    expect(alertText()).toBe("しばらくしてから");
    await type(field("年齢"), "7");
    await click(button("送信する"));
    const keys = calls
      .filter((call) => call.method === "POST")
      .map((call) => call.headers["Idempotency-Key"]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("requires agreement to the terms when the site asks for it", async () => {
    const calls = answerFetch({
      [`GET ${site}/homepage-setting`]: {
        body: {
          ...contact,
          fields: [contact.fields[0]],
          company: {
            company_website: "",
            company_profile: "",
            company_clause: "",
            terms_of_service: "<p>規約</p>",
            privacy_policy: "",
            show_in_contact: false,
            show_in_form: true,
            show_in_member_ship: false,
            agreement_required: true,
          },
          agreement_required: true,
        },
      },
      [`POST ${site}/homepage`]: { status: 201, body: { message: "ok" } },
    });
    await renderPage({ name: "forms" });
    await type(field("メールアドレス"), "me@example.com");
    await click(button("送信する"));
    expect(document.getElementById("agree-error")?.textContent).toBe(
      "利用規約とプライバシーポリシーに同意してください。",
    );
    await click(document.querySelector('input[name="agreed"]'));
    await click(button("送信する"));
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({ agreed: true });
    expect(assign).toHaveBeenCalledWith(`/sites/${demoSiteId}/form-success`);
  });

  it("is locked with a clear message when the site's plan has no forms", async () => {
    answerFetch({ [`GET ${site}/contact-setting`]: { body: { ...contact, locked: true } } });
    await renderPage({ name: "contact" });
    expect(document.body.textContent).toContain("現在、このサイトではフォームをご利用いただけません。");
    expect(document.querySelector("form")).toBeNull();
    document.body.innerHTML = "";
    answerFetch({ [`GET ${site}/homepage-setting`]: { body: contact } });
    const snapshot = demoSnapshot("ja");
    await renderPage(
      { name: "forms" },
      { snapshot: { ...snapshot, plan: { ...snapshot.plan, settingFormContact: false } } },
    );
    expect(document.querySelector("form")).toBeNull();
  });

  it("promises a reply within 24 hours on the success pages and runs the site's script there", async () => {
    const snapshot = demoSnapshot("en");
    const scripts = {
      contactScript: "window.contactTag = 1",
      membershipScript: "",
      formScript: "<script>window.formTag = 2</script>",
    };
    await renderPage({ name: "contact-success" }, { snapshot: { ...snapshot, scripts } });
    expect(document.querySelector("h1")?.textContent).toBe("Thank you for contacting us");
    expect(document.body.textContent).toContain("reply within 24 hours");
    expect((window as unknown as { contactTag?: number }).contactTag).toBe(1);
    document.body.innerHTML = "";
    await renderPage({ name: "form-success" }, { snapshot: { ...snapshot, scripts } });
    expect(document.body.textContent).toContain("reply within 24 hours");
    expect(document.querySelector("[data-site-script] script")).not.toBeNull();
  });
});
