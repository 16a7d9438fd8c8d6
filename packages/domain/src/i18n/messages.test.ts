import { describe, expect, it } from "vitest";
import { loadMessageCatalogue } from "./load-messages.ts";
import { locales } from "./locales.ts";
import { formatMessage, localizeMessage, messageCatalogues, messageRef, translate } from "./messages.ts";

describe("server messages", () => {
  it("has every key, with the same placeholders, in every locale", () => {
    const english = messageCatalogues.en;
    for (const locale of locales) {
      const catalogue = messageCatalogues[locale];
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
        expect(placeholders(catalogue[key as keyof typeof english]), `${locale} ${key}`).toEqual(
          placeholders(text),
        );
        expect(catalogue[key as keyof typeof english].trim(), `${locale} ${key}`).not.toBe("");
      }
    }
  });

  it("uses the spec's English texts", () => {
    expect(translate("validation.required", "en")).toBe("This field is required.");
    expect(translate("validation.email", "en")).toBe("Invalid email address.");
    expect(translate("validation.passwordMismatch", "en")).toBe("Passwords do not match. Please try again.");
    expect(translate("auth.loginFailed", "en")).toBe(
      "The login ID or password is incorrect. Please check and try logging in again.",
    );
  });

  it("round-trips a message reference with parameters into localised text", () => {
    const ref = messageRef("validation.passwordLength", { min: 8, max: 20 });
    expect(localizeMessage(ref, "en")).toBe("Length must be between 8 and 20 characters.");
    expect(localizeMessage(ref, "ja")).toBe("8〜20文字で入力してください。");
  });

  it("leaves text that is not a reference unchanged", () => {
    expect(localizeMessage("Something custom", "ko")).toBe("Something custom");
  });

  it("builds a message from a parameter with an unpaired surrogate without throwing", () => {
    const ref = messageRef("validation.maxLength", { max: "a\ud800b\udc00" });
    expect(localizeMessage(ref, "en")).toBe("Enter at most a\ufffdb\ufffd characters.");
    expect(localizeMessage(messageRef("validation.maxLength", { max: "\ud83d\ude00" }), "en")).toBe(
      "Enter at most \ud83d\ude00 characters.",
    );
  });

  it("reads a reference whose parameter is not valid percent-encoding as its raw text", () => {
    expect(localizeMessage("validation.maxLength?max=%E0%A4%A", "en")).toBe(
      "Enter at most %E0%A4%A characters.",
    );
  });

  it("writes Chinese and Korean without the Japanese middle dot (・), and Korean plans as 플랜", () => {
    for (const locale of ["zh", "ko"] as const) {
      const dotted = Object.entries(messageCatalogues[locale]).filter(([, text]) => text.includes("・"));
      expect(dotted, locale).toEqual([]);
    }
    const mixed = Object.entries(messageCatalogues.ko).filter(([, text]) => text.includes("요금제"));
    expect(mixed).toEqual([]);
  });
});

describe("one language's catalogue", () => {
  it("loads the same messages the server uses, for every locale", async () => {
    for (const locale of locales) {
      expect(await loadMessageCatalogue(locale)).toEqual(messageCatalogues[locale]);
    }
  });

  it("formats a reference with its parameters and leaves other text alone", () => {
    const ja = messageCatalogues.ja;
    expect(formatMessage(ja, messageRef("validation.maxLength", { max: 50 }))).toBe(
      translate("validation.maxLength", "ja", { max: 50 }),
    );
    expect(formatMessage(ja, "サーバーの文章")).toBe("サーバーの文章");
  });
});
