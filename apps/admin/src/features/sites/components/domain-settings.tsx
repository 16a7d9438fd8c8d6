import { Anchor, Code, Group, Radio, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PlanLock } from "@/components/plan-lock";
import { useSiteUrl } from "../api/get-site-url";
import { useSiteDomain } from "../api/site-domain";
import { SectionCard } from "./basic-settings";
import { DomainWizard } from "./domain-wizard";
import { useFeature, useSiteForm } from "./site-form-context";

/** admin.md §2 Domain settings: the default address, or a custom domain set up in four steps. */
export function DomainSettings() {
  const { t } = useTranslation();
  const { site, update, readOnly, issues } = useSiteForm();
  const allowed = useFeature("privateDomain");
  const siteUrl = useSiteUrl({ id: site.id, name: site.name, accountId: site.accountId });
  const domain = useSiteDomain(site.id);
  const [chosen, setChosen] = useState<"default" | "custom" | undefined>(undefined);
  const hasDomain = Boolean(domain.data);
  const kind = hasDomain ? "custom" : (chosen ?? "default");
  // The list's URL is cached for a minute; an active domain is the site's URL as soon as it is known.
  const url =
    domain.data?.state === "active" ? `https://${domain.data.domain}/${site.customPath ?? ""}` : siteUrl.data;

  return (
    <SectionCard title={t("sites.tabs.domain")}>
      <Stack gap="md" maw={860} data-testid="domain-settings">
        <Radio.Group
          label={t("sites.domain.kind")}
          value={kind}
          onChange={(value) => setChosen(value as "default" | "custom")}
        >
          <Group mt="xs">
            {/* With a domain set, going back to the default address is the wizard's "remove". */}
            <Radio value="default" label={t("sites.domain.default")} disabled={readOnly || hasDomain} />
            <Radio value="custom" label={t("sites.domain.custom")} disabled={readOnly || !allowed} />
          </Group>
        </Radio.Group>
        {!allowed ? <PlanLock flag="privateDomain" /> : null}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t("customDomain.siteUrl")}
          </Text>
          {url ? (
            <Anchor
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              style={{ wordBreak: "break-all" }}
            >
              {url}
            </Anchor>
          ) : (
            <Text size="sm" c="gray.7">
              —
            </Text>
          )}
          <Text size="xs" c="gray.7">
            {t("sites.domain.uuid")}: <Code>{site.id}</Code>
          </Text>
        </Stack>
        {kind === "custom" && domain.isSuccess ? (
          <>
            <DomainWizard siteId={site.id} status={domain.data} readOnly={readOnly || !allowed} />
            <TextInput
              label={t("customDomain.customPath")}
              description={t("customDomain.customPathHint")}
              placeholder="campaign/2026"
              value={site.customPath ?? ""}
              onChange={(event) => {
                const path = event.currentTarget.value.trim();
                update((current) => ({ ...current, customPath: path === "" ? null : path }));
              }}
              error={issues.customPath}
              styles={{ description: { color: "var(--mantine-color-gray-7)" } }}
              disabled={readOnly}
              maw={420}
            />
          </>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
