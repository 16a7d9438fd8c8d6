import type { SiteLanguage } from "./enums.ts";

/** A campaign's background image per language (admin.md §3 Campaign: translations name and background). */
export type CampaignBackgrounds = Partial<Record<SiteLanguage, string>>;

/**
 * The background a campaign shows in a language: the language's own, else the default language's,
 * else none (""). An empty entry counts as not set, so a language without its own picture shows
 * the default language's rather than none.
 */
export function campaignBackgroundIn(
  backgrounds: CampaignBackgrounds,
  lang: SiteLanguage,
  defaultLanguage: SiteLanguage,
): string {
  return backgrounds[lang] || backgrounds[defaultLanguage] || "";
}

/**
 * Stored campaign props from before backgrounds were per language carry one `backgroundUrl` for
 * all languages: it becomes the default language's background. Props already per language are
 * returned as they are; anything that is not an object is left for the schema to refuse.
 */
export function upgradeStoredCampaign(props: unknown, defaultLanguage: SiteLanguage): unknown {
  if (typeof props !== "object" || props === null || "backgrounds" in props) return props;
  const { backgroundUrl, ...rest } = props as { backgroundUrl?: unknown };
  const backgrounds =
    typeof backgroundUrl === "string" && backgroundUrl !== "" ? { [defaultLanguage]: backgroundUrl } : {};
  return { ...rest, backgrounds };
}
