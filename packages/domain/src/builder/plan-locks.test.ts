import { describe, expect, it } from "vitest";
import { type LockedSettings, lockedSettingChanges } from "./plan-locks.ts";

const seo = { title: "", h1: "", description: "", headTags: "", bodyTags: "" };
const base: LockedSettings = {
  languages: ["ja"],
  popupCtas: { timeLimit: null, applicantLimit: null },
  forms: {},
  scripts: { contactScript: "", membershipScript: "", formScript: "" },
  texts: { ja: { seo, company: null } },
  pages: [],
  campaign: null,
  customDomain: null,
  customPath: null,
};
const none = {
  swipe: true,
  privateDomain: false,
  settingPopupCta: false,
  settingFormContact: false,
  analyticsEffect: false,
  settingTagSeo: false,
  multiLanguage: false,
};
const all = Object.fromEntries(Object.keys(none).map((k) => [k, true])) as typeof none;

describe("settings locked by the plan", () => {
  const changed: LockedSettings = {
    ...base,
    languages: ["ja", "en"],
    scripts: { ...base.scripts, contactScript: "x()" },
    texts: { ja: { seo: { ...seo, headTags: "<meta name=a>" }, company: null } },
    customDomain: "lp.example.com",
  };

  it("refuses changes to each locked setting with its message", () => {
    const issues = lockedSettingChanges(base, changed, none);
    expect(issues.map((i) => [i.path.join("."), i.key])).toEqual([
      ["languages", "sites.lockedMultiLanguage"],
      ["scripts", "sites.lockedFormContact"],
      ["texts.ja.seo.headTags", "sites.lockedTagSeo"],
      ["scripts.contactScript", "sites.lockedCreatorCode"],
      ["customDomain", "sites.lockedPrivateDomain"],
    ]);
  });

  it("lets a plan with the features change them", () => {
    expect(lockedSettingChanges(base, changed, all)).toEqual([]);
  });

  it("lets a locked setting keep what it had, whatever the key order", () => {
    const kept = { ...changed, texts: { ja: { company: null, seo: { ...changed.texts.ja!.seo } } } };
    expect(lockedSettingChanges(changed, kept, none)).toEqual([]);
  });
});
