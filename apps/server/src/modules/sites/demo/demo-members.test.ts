import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "../../../platform/storage/object-storage.ts";
import { api, createAccount, useTestApp } from "../../../testing/test-app.ts";
import { createDemoSite } from "./demo-site.ts";

const ctx = useTestApp();
let mediaDir: string;
let siteId: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), "demo-media-"));
  const account = await createAccount(ctx, { kind: "master" });
  const flags = { settingFormContact: true, settingPopupCta: true, poweredBy: false };
  siteId = await createDemoSite(ctx.database.db, createLocalStorage(mediaDir), account.id, flags);
}, 120_000);
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

const get = (url: string) => ctx.app.inject({ method: "GET", url: api(url) });

describe("the demo site's forms and survey", () => {
  it("has a survey that its survey button leads to, answerable on the public site", async () => {
    const surveys = (await get(`/end-user/survey?site_id=${siteId}`)).json();
    expect(surveys.items).toHaveLength(1);
    const snapshot = (await get(`/end-user/site/${siteId}`)).json();
    const buttons = snapshot.categories.flatMap(
      (c: { pages: { content: { buttons: unknown[] } | null }[] }) =>
        c.pages.flatMap((p) => p.content?.buttons ?? []),
    );
    const surveyButton = buttons.find((b: { button_link_type: string }) => b.button_link_type === "SURVEY");
    expect(surveyButton.linked_survey_id).toBe(surveys.items[0].id);
    const questions = (await get(`/end-user/survey/${surveys.items[0].id}/questions`)).json();
    expect(questions.questions).toHaveLength(3);
  });

  it("has contact, membership and homepage forms in Japanese and English", async () => {
    const membership = (await get(`/end-user/site/${siteId}/membership-setting?lang=en`)).json();
    expect(membership.fields.map((f: { id: string }) => f.id)).toEqual([
      "email",
      "password",
      "confirmPassword",
      "name",
    ]);
    expect(membership.fields[0].title).toBe("E-mail");
    const homepage = (await get(`/end-user/site/${siteId}/homepage-setting`)).json();
    expect(homepage.fields.map((f: { type_input: string }) => f.type_input)).toEqual([
      "TEXT_BOX",
      "TEXT_BOX",
      "NUMBER",
      "SELECT_OPTIONS",
    ]);
    const contact = (await get(`/end-user/site/${siteId}/contact-setting`)).json();
    expect(contact).toMatchObject({ locked: false });
    expect(contact.fields[2]).toMatchObject({ type_input: "SELECT", title: "お問い合わせ種別" });
  });
});
