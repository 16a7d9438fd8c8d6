import type { FormField } from "../site/content.ts";
import type { SiteDraftInput } from "../site/draft.ts";
import type { SiteLanguage } from "../site/enums.ts";

type Lang = Extract<SiteLanguage, "ja" | "en">;

const text = (
  id: string,
  title: string,
  isRequired: boolean,
  orderNum: number,
  placeholder = "",
): FormField => ({
  id,
  typeInput: "TEXT_BOX",
  title,
  value: "",
  isRequired,
  placeholder,
  options: [],
  orderNum,
});

const labels = {
  ja: {
    email: "メールアドレス",
    password: "パスワード",
    confirm: "パスワード（確認）",
    name: "お名前",
    company: "会社名",
    topic: "お問い合わせ種別",
    topics: ["商品について", "取材・提携", "その他"],
    staff: "従業員数",
    material: "ご希望の資料",
    materials: ["カタログ", "価格表", "導入事例"],
  },
  en: {
    email: "E-mail",
    password: "Password",
    confirm: "Confirm password",
    name: "Name",
    company: "Company name",
    topic: "Topic",
    topics: ["Products", "Press and partnership", "Other"],
    staff: "Employees",
    material: "Materials",
    materials: ["Catalogue", "Price list", "Case studies"],
  },
} as const;

const options = (values: readonly string[]) => values.map((value, i) => ({ value, isDefault: i === 0 }));

/** The demo site's three forms in Japanese and English: every field type appears once. */
export function demoForms(): SiteDraftInput["forms"] {
  return (["ja", "en"] as const satisfies Lang[]).flatMap((lang) => {
    const t = labels[lang];
    return [
      {
        lang,
        typeForm: "CONTACT_SETTING" as const,
        fields: [
          text("email", t.email, true, 1, "you@example.com"),
          text("company", t.company, true, 2),
          {
            ...text("topic", t.topic, true, 3),
            typeInput: "SELECT" as const,
            options: options(t.topics),
          },
          text("message", lang === "ja" ? "お問い合わせ内容" : "Message", false, 4),
        ],
      },
      {
        lang,
        typeForm: "MEMBERSHIP_SETTING" as const,
        fields: [
          text("email", t.email, true, 1, "you@example.com"),
          text("password", t.password, true, 2),
          text("confirmPassword", t.confirm, true, 3),
          text("name", t.name, false, 4),
        ],
      },
      {
        lang,
        typeForm: "HOMEPAGE_SETTING" as const,
        fields: [
          text("email", t.email, true, 1, "you@example.com"),
          text("company", t.company, false, 2),
          { ...text("staff", t.staff, false, 3), typeInput: "NUMBER" as const },
          {
            ...text("materials", t.material, true, 4),
            typeInput: "SELECT_OPTIONS" as const,
            options: options(t.materials),
          },
        ],
      },
    ];
  });
}
