import { Stack, Textarea, TextInput } from "@mantine/core";
import { type BuilderSeo, type SiteDocument, type SiteLanguage, seoLimits } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { PlanLock } from "@/components/plan-lock";
import { emptySeo } from "../lib/defaults";
import { SectionCard } from "./basic-settings";
import { LanguageTabs } from "./language-tabs";
import { useFeature, useSiteForm } from "./site-form-context";

function setSeo(site: SiteDocument, lang: SiteLanguage, patch: Partial<BuilderSeo>): SiteDocument {
  const text = site.texts[lang] ?? { seo: emptySeo, company: null };
  return { ...site, texts: { ...site.texts, [lang]: { ...text, seo: { ...text.seo, ...patch } } } };
}

const lineFields = [
  { key: "title", max: seoLimits.title },
  { key: "h1", max: seoLimits.h1 },
  { key: "description", max: seoLimits.description },
] as const;

/** admin.md §3/§5 SEO: title, H1, description per language; head and body tags when the plan allows. */
export function SeoSettings() {
  const { t } = useTranslation();
  const { site, update, readOnly, issues } = useSiteForm();
  const tags = useFeature("settingTagSeo");

  return (
    <SectionCard title={t("sites.tabs.seo")}>
      <LanguageTabs issuePrefix={(lang) => `texts.${lang}.seo`}>
        {(lang) => {
          const seo = site.texts[lang]?.seo ?? emptySeo;
          const issue = (key: keyof BuilderSeo) => issues[`texts.${lang}.seo.${key}`];
          return (
            <Stack gap="md" maw={760}>
              {lineFields.map(({ key, max }) => (
                <TextInput
                  key={key}
                  label={t(`sites.seo.${key}`)}
                  description={`${seo[key].length} / ${max}`}
                  value={seo[key]}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    update((current) => setSeo(current, lang, { [key]: value }));
                  }}
                  error={issue(key)}
                  disabled={readOnly}
                />
              ))}
              {tags ? null : <PlanLock flag="settingTagSeo" />}
              {(["headTags", "bodyTags"] as const).map((key) => (
                <Textarea
                  key={key}
                  label={t(`sites.seo.${key}`)}
                  description={`${t(`sites.seo.${key}Hint`)} (${seo[key].length} / ${seoLimits.tags})`}
                  autosize
                  minRows={3}
                  maxRows={10}
                  styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
                  value={seo[key]}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    update((current) => setSeo(current, lang, { [key]: value }));
                  }}
                  error={issue(key)}
                  disabled={readOnly || !tags}
                />
              ))}
            </Stack>
          );
        }}
      </LanguageTabs>
    </SectionCard>
  );
}
