import { withoutCreatorCode } from "../builder/creator-code.ts";
import { columnLetters } from "../viewer/position.ts";
import { campaignBackgroundIn } from "./campaign-background.ts";
import type { FormConfig, PageContent } from "./content.ts";
import { emptyDetail } from "./defaults.ts";
import type { PlanFlags, SiteDraft } from "./draft.ts";
import { formKinds, type SiteLanguage } from "./enums.ts";
import {
  type PrivateSnapshot,
  privateSnapshot,
  type SiteSnapshot,
  type SnapshotCategory,
  siteSnapshot,
} from "./snapshot.ts";

/** A language without its own text falls back to the default language's. */
function inLanguage<T>(values: Partial<Record<SiteLanguage, T>>, lang: SiteLanguage, fallback: SiteLanguage) {
  return values[lang] ?? values[fallback];
}

/** Each kind of form once: the language's own definition, else the default language's, else any. */
function formsIn(forms: SiteDraft["forms"], lang: SiteLanguage, fallback: SiteLanguage): FormConfig[] {
  return formKinds.flatMap((kind) => {
    const ofKind = forms.filter((form) => form.typeForm === kind);
    const form =
      ofKind.find((f) => f.lang === lang) ??
      ofKind.find((f) => f.lang === undefined) ??
      ofKind.find((f) => f.lang === fallback) ??
      ofKind[0];
    return form ? [{ typeForm: form.typeForm, fields: form.fields }] : [];
  });
}

export interface CompiledSite {
  lang: SiteLanguage;
  publicData: SiteSnapshot;
  privateData: PrivateSnapshot;
}

/**
 * Compiles a draft into one immutable snapshot per language. Members-only pages keep their content
 * out of the public snapshot. The plan's flags decide what may show at all: without
 * settingPopupCta there is no popup, without settingFormContact no form links work, without
 * settingTagSeo no creator code (tags, scripts, chatbots, HTML buttons) is published (decision 034).
 */
export function compileSite(
  edited: SiteDraft,
  plan: PlanFlags,
  version: number,
  publishedAt: Date,
): CompiledSite[] {
  const draft = plan.settingTagSeo === false ? withoutCreatorCode(edited) : edited;
  return draft.languages.map((lang) => {
    const fallback = draft.defaultLanguage;
    const privatePages: Record<string, PageContent> = {};
    const categories: SnapshotCategory[] = [];
    for (let column = 0; column < draft.numberHorizontal; column++) {
      const category = draft.categories.find((c) => c.columnIndex === column);
      // Cell codes of admin.md §3: A … Z, AA …; a grid never reaches past the letters.
      const code = columnLetters(column) ?? String(column);
      const pages = draft.pages
        .filter((page) => page.columnIndex === column && page.rowIndex < draft.numberVertical)
        .sort((a, b) => a.rowIndex - b.rowIndex)
        .map((page) => {
          const content: PageContent = {
            detail: inLanguage(page.details, lang, fallback) ?? emptyDetail,
            buttons: inLanguage(page.buttons, lang, fallback) ?? [],
            products: [...(inLanguage(page.products, lang, fallback) ?? [])].sort(
              (a, b) => a.order - b.order,
            ),
            links: inLanguage(page.links, lang, fallback) ?? [],
            chatbotScript: page.chatbotScript,
          };
          if (page.membersOnlyLock) privatePages[page.id] = content;
          return {
            id: page.id,
            code: `${code}${page.rowIndex + 1}`,
            order: page.rowIndex + 1,
            membersOnlyLock: page.membersOnlyLock,
            media: page.media,
            thumbnail: page.thumbnail,
            backgroundMusicUrl: page.backgroundMusicUrl,
            content: page.membersOnlyLock ? null : content,
          };
        });
      categories.push({
        id: category?.id ?? `${draft.id}:${code}`,
        code,
        columnIndex: column,
        name: (category && inLanguage(category.names, lang, fallback)) ?? code,
        textColor: category?.textColor ?? null,
        pages,
      });
    }

    const texts = inLanguage(draft.texts, lang, fallback);
    const campaign = draft.campaign
      ? (() => {
          const { names, backgrounds, ...rest } = draft.campaign;
          return {
            ...rest,
            name: inLanguage(names, lang, fallback) ?? "",
            backgroundUrl: campaignBackgroundIn(backgrounds, lang, fallback),
          };
        })()
      : null;

    const publicData = siteSnapshot.parse({
      siteId: draft.id,
      version,
      publishedAt: publishedAt.toISOString(),
      lang,
      defaultLanguage: draft.defaultLanguage,
      languages: draft.languages,
      name: draft.name,
      viewMode: draft.viewMode,
      grid: { columns: draft.numberHorizontal, rows: draft.numberVertical },
      domain: { customDomain: draft.customDomain, customPath: draft.customPath },
      settings: draft.settings,
      plan: {
        settingFormContact: plan.settingFormContact,
        settingPopupCta: plan.settingPopupCta,
        poweredBy: plan.poweredBy,
      },
      seo: texts?.seo ?? { title: draft.name, h1: draft.name, description: "", headTags: "", bodyTags: "" },
      categories,
      sns: draft.sns,
      company: texts?.company ?? null,
      scripts: draft.scripts,
      popupCtas: plan.settingPopupCta ? draft.popupCtas : { timeLimit: null, applicantLimit: null },
      campaign,
      forms: formsIn(draft.forms, lang, fallback),
    } satisfies SiteSnapshot);
    const privateData = privateSnapshot.parse({ siteId: draft.id, version, lang, pages: privatePages });
    return { lang, publicData, privateData };
  });
}
