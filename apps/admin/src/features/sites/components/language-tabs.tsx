import { Tabs } from "@mantine/core";
import type { SiteLanguage } from "@mekuri/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { hasIssuesUnder, useSiteForm } from "./site-form-context";

/** One tab per site language; a tab is marked when a field inside it has a problem. */
export function LanguageTabs({
  issuePrefix,
  children,
}: {
  /** The path(s) below which a language's fields lie, e.g. (lang) => `texts.${lang}.seo`. */
  issuePrefix: (lang: SiteLanguage) => string | string[];
  children: (lang: SiteLanguage) => ReactNode;
}) {
  const { t } = useTranslation();
  const { site, issues } = useSiteForm();
  return (
    <Tabs defaultValue={site.defaultLanguage} keepMounted={false}>
      <Tabs.List>
        {site.languages.map((lang) => (
          <Tabs.Tab
            key={lang}
            value={lang}
            c={hasIssuesUnder(issues, [issuePrefix(lang)].flat()) ? "red" : undefined}
          >
            {t(`languages.${lang}`)}
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
