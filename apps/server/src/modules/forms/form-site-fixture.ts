import type { CompanyInfo, FormConfig } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import { accounts, plans } from "../../platform/database/schema/index.ts";
import { fixtureCompany, siteFixture } from "../../testing/site-fixture.ts";
import { createAccount, createOperator, type TestContext } from "../../testing/test-app.ts";
import { ensureDefaultPlans } from "../plans/default-plans.ts";
import { publishSite } from "../sites/publish-site.ts";
import { insertSiteDraft } from "../sites/site-draft-writer.ts";

/** A contact form with every field type, a membership form with one extra field, no homepage form. */
export const fixtureForms: FormConfig[] = [
  {
    typeForm: "CONTACT_SETTING",
    fields: [
      {
        id: "email",
        typeInput: "TEXT_BOX",
        title: "メールアドレス",
        value: "",
        isRequired: true,
        placeholder: "",
        options: [],
        orderNum: 1,
      },
      {
        id: "company",
        typeInput: "TEXT_BOX",
        title: "会社名",
        value: "",
        isRequired: true,
        placeholder: "",
        options: [],
        orderNum: 2,
      },
      {
        id: "staff",
        typeInput: "NUMBER",
        title: "従業員数",
        value: "",
        isRequired: false,
        placeholder: "",
        options: [],
        orderNum: 3,
      },
      {
        id: "topic",
        typeInput: "SELECT",
        title: "種別",
        value: "",
        isRequired: true,
        placeholder: "",
        options: [
          { value: "見積もり", isDefault: true },
          { value: "その他", isDefault: false },
        ],
        orderNum: 4,
      },
      {
        id: "channels",
        typeInput: "SELECT_OPTIONS",
        title: "連絡方法",
        value: "",
        isRequired: false,
        placeholder: "",
        options: [
          { value: "mail", isDefault: false },
          { value: "phone", isDefault: false },
        ],
        orderNum: 5,
      },
    ],
  },
  {
    typeForm: "MEMBERSHIP_SETTING",
    fields: [
      {
        id: "email",
        typeInput: "TEXT_BOX",
        title: "メールアドレス",
        value: "",
        isRequired: true,
        placeholder: "",
        options: [],
        orderNum: 1,
      },
      {
        id: "password",
        typeInput: "TEXT_BOX",
        title: "パスワード",
        value: "",
        isRequired: true,
        placeholder: "",
        options: [],
        orderNum: 2,
      },
      {
        id: "confirmPassword",
        typeInput: "TEXT_BOX",
        title: "パスワード（確認）",
        value: "",
        isRequired: true,
        placeholder: "",
        options: [],
        orderNum: 3,
      },
      {
        id: "nickname",
        typeInput: "TEXT_BOX",
        title: "ニックネーム",
        value: "",
        isRequired: true,
        placeholder: "",
        options: [],
        orderNum: 4,
      },
    ],
  },
];

/**
 * The fixture site with forms and company information, published, owned by an account on the
 * given plan whose main contact receives contact notifications.
 */
export async function publishFormSite(
  ctx: TestContext,
  options: { plan?: string | null; company?: Partial<CompanyInfo>; forms?: FormConfig[] } = {},
) {
  await ensureDefaultPlans(ctx.database.db);
  const account = await createAccount(ctx, { kind: "user" });
  const planCode = options.plan === undefined ? "premium" : options.plan;
  if (planCode) {
    const [plan] = await ctx.database.db.select().from(plans).where(eq(plans.code, planCode));
    await ctx.database.db.update(accounts).set({ planId: plan!.id }).where(eq(accounts.id, account.id));
  }
  const owner = await createOperator(ctx, { account, role: "USER" });
  const draft = siteFixture(account.id);
  const company = { ...fixtureCompany, ...options.company };
  draft.texts = {
    ja: { ...draft.texts.ja!, company },
    en: { ...draft.texts.en!, company: { ...company, companyProfile: "Example Inc. (en)" } },
  };
  draft.forms = options.forms ?? fixtureForms;
  const siteId = await insertSiteDraft(ctx.database.db, draft);
  await publishSite(ctx.database.db, siteId, "PUBLISH", {
    settingFormContact: true,
    settingPopupCta: true,
    poweredBy: false,
  });
  return { siteId, account, owner };
}
