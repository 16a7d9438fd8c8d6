import type { MessageKey } from "../i18n/message-format.ts";
import type { PlanFlag } from "../plans/plan-capabilities.ts";
import type { SiteDocument } from "../schemas/site-document.ts";
import { creatorCodeOf } from "./creator-code.ts";

/**
 * Settings a plan flag locks (admin.md §4, issue "plan flags lock the matching settings"): the
 * builder disables them and the server refuses a save that changes them. A locked setting may keep
 * what it had (a downgraded account can still save the rest of its site), it may not change.
 */
export type LockedSettings = Pick<
  SiteDocument,
  | "languages"
  | "popupCtas"
  | "forms"
  | "scripts"
  | "texts"
  | "pages"
  | "campaign"
  | "customDomain"
  | "customPath"
>;

export interface LockIssue {
  path: (string | number)[];
  key: MessageKey;
  feature: PlanFlag;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

export function lockedSettingChanges(
  before: LockedSettings,
  after: LockedSettings,
  features: Record<PlanFlag, boolean>,
): LockIssue[] {
  const issues: LockIssue[] = [];
  if (!features.multiLanguage && after.languages.length > 1 && !same(before.languages, after.languages)) {
    issues.push({ path: ["languages"], key: "sites.lockedMultiLanguage", feature: "multiLanguage" });
  }
  if (!features.settingPopupCta && !same(before.popupCtas, after.popupCtas)) {
    issues.push({ path: ["popupCtas"], key: "sites.lockedPopupCta", feature: "settingPopupCta" });
  }
  if (!features.settingFormContact) {
    if (!same(before.forms, after.forms)) {
      issues.push({ path: ["forms"], key: "sites.lockedFormContact", feature: "settingFormContact" });
    }
    const scripts = (s: LockedSettings) => [s.scripts.contactScript, s.scripts.formScript];
    if (!same(scripts(before), scripts(after))) {
      issues.push({ path: ["scripts"], key: "sites.lockedFormContact", feature: "settingFormContact" });
    }
  }
  if (!features.settingTagSeo) {
    // Creator code the site already had may stay (or move); new or changed code may not (decision 034).
    const had = new Set(creatorCodeOf(before).map((found) => found.code));
    for (const found of creatorCodeOf(after)) {
      if (had.has(found.code)) continue;
      const key = found.kind === "tags" ? "sites.lockedTagSeo" : "sites.lockedCreatorCode";
      issues.push({ path: found.path, key, feature: "settingTagSeo" });
    }
  }
  if (!features.privateDomain) {
    for (const field of ["customDomain", "customPath"] as const) {
      if (!same(before[field], after[field])) {
        issues.push({ path: [field], key: "sites.lockedPrivateDomain", feature: "privateDomain" });
      }
    }
  }
  return issues;
}
