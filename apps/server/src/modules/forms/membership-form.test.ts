import { defaultFormConfig, type FormConfig } from "@mekuri/domain";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { memberRegistrations, siteFormConfigs } from "../../platform/database/schema/index.ts";
import { api, createAccount, useTestApp } from "../../testing/test-app.ts";
import { asDocument, filledDocument, siteApi, tenant } from "../sites/site-test-helpers.ts";
import { publishFormSite } from "./form-site-fixture.ts";

const ctx = useTestApp();

let address = 0;
const register = (siteId: string, email: string, data: Record<string, unknown>) =>
  ctx.app.inject({
    method: "POST",
    url: api(`/end-user/site/${siteId}/register`),
    remoteAddress: `10.2.0.${++address}`,
    headers: { "accept-language": "en" },
    payload: { email, password: "Member-pass1", confirm_password: "Member-pass1", data, lang: "ja" },
  });

const storedData = async (email: string) => {
  const [row] = await ctx.database.db
    .select()
    .from(memberRegistrations)
    .where(eq(memberRegistrations.email, email));
  return row?.data;
};

/** The membership form as the builder saves it after an edit: retitled, reordered, one question added. */
function editedMembershipForm(): FormConfig {
  const form = defaultFormConfig("MEMBERSHIP_SETTING", "ja");
  const [email, password, confirm] = form.fields;
  return {
    ...form,
    fields: [
      { ...password!, title: "ログイン用パスワード", orderNum: 1 },
      { ...email!, orderNum: 2 },
      { ...confirm!, orderNum: 3 },
      { ...email!, id: "3c5e7a90-2b4d-4f61-8a0c-1e2f3a4b5c6d", title: "ニックネーム", orderNum: 4 },
    ],
  };
}

let sites: ReturnType<typeof siteApi>;
beforeAll(async () => {
  const master = await createAccount(ctx, { kind: "master" });
  const owner = await tenant(ctx, { parent: master, plan: "pro-multilingual" });
  sites = siteApi(ctx, owner.token);
});

async function newSiteDocument() {
  const created = await sites.create({ name: "Members", number_horizontal: 1, number_vertical: 1 });
  const id = created.json().id as string;
  return { id, doc: filledDocument(asDocument((await sites.get(id)).json())) };
}

describe("a membership form saved by the builder", () => {
  it("registers a member whose stored answers hold the added question and never the password", async () => {
    const { id, doc } = await newSiteDocument();
    const saved = await sites.put(id, { ...doc, forms: { ja: [editedMembershipForm()] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await sites.publish(id, "public")).statusCode).toBe(200);

    const setting = await ctx.app.inject({
      method: "GET",
      url: api(`/end-user/site/${id}/membership-setting`),
    });
    expect(setting.json().fields.map((field: { id: string }) => field.id)).toEqual([
      "password",
      "email",
      "confirmPassword",
      "3c5e7a90-2b4d-4f61-8a0c-1e2f3a4b5c6d",
    ]);

    const registered = await register(id, "saki@example.com", {
      "3c5e7a90-2b4d-4f61-8a0c-1e2f3a4b5c6d": "Saki",
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const data = await storedData("saki@example.com");
    expect(data).toEqual([
      { fieldId: "3c5e7a90-2b4d-4f61-8a0c-1e2f3a4b5c6d", title: "ニックネーム", value: "Saki" },
    ]);
    expect(JSON.stringify(data)).not.toContain("Member-pass1");
  });

  it("refuses a membership form without its password or with a retyped e-mail, in the caller's language", async () => {
    const { id, doc } = await newSiteDocument();
    const form = defaultFormConfig("MEMBERSHIP_SETTING", "ja");
    const withoutPassword = { ...form, fields: form.fields.filter((field) => field.id !== "password") };
    const refused = await sites.put(id, { ...doc, forms: { ja: [withoutPassword] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      {
        path: "forms.ja.0.fields",
        message: "The membership form must keep its e-mail, password and password confirmation items.",
      },
    ]);

    const retyped = {
      ...form,
      fields: form.fields.map((field) =>
        field.id === "email" ? { ...field, typeInput: "NUMBER" as const } : field,
      ),
    };
    const answer = await sites.put(id, { ...doc, forms: { ja: [retyped] } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([
      {
        path: "forms.ja.0.fields.0.type_input",
        message:
          "The e-mail, password and password confirmation items of the membership form stay text items.",
      },
    ]);
  });
});

describe("a membership form published before the account fields had fixed ids", () => {
  const legacyField = (id: string, title: string, orderNum: number) => ({
    id,
    typeInput: "TEXT_BOX" as const,
    title,
    value: "",
    isRequired: true,
    placeholder: "",
    options: [],
    orderNum,
  });

  it("serves and treats its account fields under the fixed ids, so the password is never stored", async () => {
    const { siteId } = await publishFormSite(ctx, {
      forms: [
        {
          typeForm: "MEMBERSHIP_SETTING",
          fields: [
            legacyField("0b8e4f7a-1c55-4b1e-9d9e-6f7d1a2b3c4d", "メールアドレス", 1),
            legacyField("5d2c9a10-6f3e-4c21-8a7b-2e9f0c1d2e3f", "パスワード", 2),
            legacyField("9f6a3b21-7e4d-4d32-9b8c-3f0a1d2e3f40", "パスワード（確認用）", 3),
          ],
        },
      ],
    });
    const setting = await ctx.app.inject({
      method: "GET",
      url: api(`/end-user/site/${siteId}/membership-setting`),
    });
    expect(setting.json().fields.map((field: { id: string }) => field.id)).toEqual([
      "email",
      "password",
      "confirmPassword",
    ]);

    const registered = await register(siteId, "ren@example.com", {});
    expect(registered.statusCode, registered.body).toBe(201);
    expect(await storedData("ren@example.com")).toEqual([]);
  });

  it("loads in the builder with the fixed ids, so saving it unchanged is accepted", async () => {
    const { id, doc } = await newSiteDocument();
    expect((await sites.put(id, doc)).statusCode).toBe(200);
    await ctx.database.db
      .update(siteFormConfigs)
      .set({
        fields: [
          legacyField("0b8e4f7a-1c55-4b1e-9d9e-6f7d1a2b3c4d", "メールアドレス", 1),
          legacyField("5d2c9a10-6f3e-4c21-8a7b-2e9f0c1d2e3f", "パスワード", 2),
          legacyField("9f6a3b21-7e4d-4d32-9b8c-3f0a1d2e3f40", "パスワード（確認用）", 3),
          legacyField("3c5e7a90-2b4d-4f61-8a0c-1e2f3a4b5c6d", "ニックネーム", 4),
        ],
      })
      .where(
        and(
          eq(siteFormConfigs.siteId, id),
          eq(siteFormConfigs.kind, "MEMBERSHIP_SETTING"),
          eq(siteFormConfigs.lang, "ja"),
        ),
      );

    const loaded = asDocument((await sites.get(id)).json());
    const membership = loaded.forms.ja?.find((form) => form.typeForm === "MEMBERSHIP_SETTING");
    expect(membership?.fields.map((field) => field.id)).toEqual([
      "email",
      "password",
      "confirmPassword",
      "3c5e7a90-2b4d-4f61-8a0c-1e2f3a4b5c6d",
    ]);
    const saved = await sites.put(id, loaded);
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
