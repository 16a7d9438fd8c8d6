import { Tabs } from "@mantine/core";
import type { SiteLanguage } from "@mekuri/domain";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { TabErrorMark } from "@/components/error-list";
import { hasIssuesUnder, useSiteForm } from "./site-form-context";

/**
 * One tab per site language; a tab is marked when a field inside it has a problem, and a refused
 * save shows the first language holding one (the panels of the others are not even mounted).
 */
export function LanguageTabs({
  issuePrefix,
  children,
}: {
  /** The path(s) below which a language's fields lie, e.g. (lang) => `texts.${lang}.seo`. */
  issuePrefix: (lang: SiteLanguage) => string | string[];
  children: (lang: SiteLanguage) => ReactNode;
}) {
  const { t } = useTranslation();
  const { site, issues, refusals } = useSiteForm();
  const [language, setLanguage] = useState<string | null>(site.defaultLanguage);
  const hasIssues = (lang: SiteLanguage) => hasIssuesUnder(issues, [issuePrefix(lang)].flat());
  // Only a new refusal moves the tabs; the issues change as the user types and must not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (refusals === 0) return;
    const first = site.languages.find(hasIssues);
    if (first && !(language && hasIssues(language as SiteLanguage))) setLanguage(first);
  }, [refusals]);
  return (
    <Tabs value={language} onChange={setLanguage} keepMounted={false}>
      <Tabs.List>
        {site.languages.map((lang) => (
          <Tabs.Tab key={lang} value={lang} c={hasIssues(lang) ? "red.8" : undefined}>
            {t(`languages.${lang}`)}
            {hasIssues(lang) ? <TabErrorMark /> : null}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {site.languages.map((lang) => (
        <Tabs.Panel key={lang} value={lang} pt="md">
          {children(lang)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
