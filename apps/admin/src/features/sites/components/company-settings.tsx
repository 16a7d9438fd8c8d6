import { SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import type { CompanyInfo, SiteDocument, SiteLanguage } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { emptyCompany, emptySeo } from "../lib/defaults";
import { SectionCard } from "./basic-settings";
import { LanguageTabs } from "./language-tabs";
import { useSiteForm } from "./site-form-context";

function setCompany(site: SiteDocument, lang: SiteLanguage, patch: Partial<CompanyInfo>): SiteDocument {
  const text = site.texts[lang] ?? { seo: emptySeo, company: null };
  const company = { ...(text.company ?? emptyCompany), ...patch };
  return { ...site, texts: { ...site.texts, [lang]: { ...text, company } } };
}

const texts = ["companyProfile", "companyClause", "termsOfService", "privacyPolicy"] as const;
const switches = ["showInContact", "showInForm", "showInMemberShip"] as const;

/** admin.md §3 Company info; §5: with contract agreement on, terms and privacy policy are required. */
export function CompanySettings() {
  const { t } = useTranslation();
  const { site, update, readOnly, issues } = useSiteForm();

  return (
    <SectionCard title={t("sites.tabs.company")}>
      <LanguageTabs issuePrefix={(lang) => `texts.${lang}.company`}>
        {(lang) => {
          const company = site.texts[lang]?.company ?? emptyCompany;
          const issue = (key: keyof CompanyInfo) => issues[`texts.${lang}.company.${key}`];
          const set = (patch: Partial<CompanyInfo>) => update((current) => setCompany(current, lang, patch));
          return (
            <Stack gap="md" maw={860}>
              <TextInput
                label={t("sites.company.companyWebsite")}
                placeholder="https://"
                value={company.companyWebsite}
                onChange={(event) => set({ companyWebsite: event.currentTarget.value })}
                error={issue("companyWebsite")}
                disabled={readOnly}
              />
              <Switch
                label={t("sites.company.agreementRequired")}
                description={t("sites.company.agreementHint")}
                checked={company.agreementRequired}
                onChange={(event) => set({ agreementRequired: event.currentTarget.checked })}
                disabled={readOnly}
              />
              {texts.map((key) => (
                <Textarea
                  key={key}
                  label={t(`sites.company.${key}`)}
                  required={
                    company.agreementRequired && (key === "termsOfService" || key === "privacyPolicy")
                  }
                  autosize
                  minRows={3}
                  maxRows={12}
                  value={company[key]}
                  onChange={(event) => set({ [key]: event.currentTarget.value })}
                  error={issue(key)}
                  disabled={readOnly}
                />
              ))}
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {switches.map((key) => (
                  <Switch
                    key={key}
                    label={t(`sites.company.${key}`)}
                    checked={company[key]}
                    onChange={(event) => set({ [key]: event.currentTarget.checked })}
                    disabled={readOnly}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          );
        }}
      </LanguageTabs>
    </SectionCard>
  );
}
