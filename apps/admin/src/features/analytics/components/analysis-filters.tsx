import { Card, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type DeviceClass, deviceClasses, type Period, type SiteLanguage } from "@mekuri/domain";
import { IconCalendar } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { useAnalysisSites } from "../api/get-analysis-sites";
import { periodErrors, validPeriod } from "../lib/period-errors";
import { type PeriodPreset, periodPresets, presetOf, presetPeriod } from "../lib/period-presets";

interface AnalysisFiltersProps {
  now: Date;
  siteId: string | undefined;
  /** The chosen site's name, shown while the search list does not hold it. */
  siteName: string | undefined;
  languages: readonly SiteLanguage[];
  period: Period;
  lang: SiteLanguage | undefined;
  device: DeviceClass | undefined;
  onSite: (siteId: string) => void;
  onPeriod: (period: Period) => void;
  onLang: (lang: SiteLanguage | undefined) => void;
  onDevice: (device: DeviceClass | undefined) => void;
  /** The export buttons, beside the period the figures are for. */
  actions?: ReactNode;
}

/**
 * Site, period (presets or a custom range of JST days), language and device. A custom range is
 * applied as soon as it is valid; until then the message sits under the field that is wrong and
 * the figures stay those of the last valid period.
 */
export function AnalysisFilters(props: AnalysisFiltersProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { now, period } = props;
  const [custom, setCustom] = useState(() => presetOf(period, now) === "custom");
  const [draft, setDraft] = useState(period);
  const [search, setSearch] = useState("");
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const sites = useAnalysisSites(keyword);

  useEffect(() => setDraft(period), [period]);

  const preset: PeriodPreset | "custom" = custom ? "custom" : presetOf(period, now);
  const errors = custom ? periodErrors(draft, now, locale) : {};
  const siteOptions = (sites.data?.items ?? []).map((site) => ({ value: site.id, label: site.name }));
  if (props.siteId && props.siteName && !siteOptions.some((option) => option.value === props.siteId)) {
    siteOptions.unshift({ value: props.siteId, label: props.siteName });
  }

  const choosePreset = (value: string | null) => {
    if (!value) return;
    if (value === "custom") {
      setCustom(true);
      return;
    }
    setCustom(false);
    props.onPeriod(presetPeriod(value as PeriodPreset, now));
  };
  const changeDraft = (field: "from" | "to", value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    const valid = validPeriod(next, periodErrors(next, now, locale));
    if (valid) props.onPeriod(valid);
  };

  return (
    <Card padding="md" component="section" aria-label={t("analysis.filters.label")}>
      <Stack gap="xs">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <Select
            label={t("analysis.filters.site")}
            placeholder={t("analysis.filters.sitePlaceholder")}
            data={siteOptions}
            value={props.siteId ?? null}
            onChange={(value) => value && props.onSite(value)}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            nothingFoundMessage={t("analysis.filters.noMatch")}
            allowDeselect={false}
            w={{ base: "100%", sm: 260 }}
          />
          <Select
            label={t("analysis.filters.period")}
            data={[...periodPresets, "custom" as const].map((value) => ({
              value,
              label: t(`analysis.presets.${value}`),
            }))}
            value={preset}
            onChange={choosePreset}
            allowDeselect={false}
            leftSection={<IconCalendar size={16} aria-hidden />}
            w={{ base: "100%", xs: 180 }}
          />
          {custom ? (
            <>
              <TextInput
                type="date"
                label={t("analysis.filters.from")}
                value={draft.from}
                onChange={(event) => changeDraft("from", event.currentTarget.value)}
                error={errors.from}
                w={{ base: "calc(50% - 6px)", xs: 170 }}
              />
              <TextInput
                type="date"
                label={t("analysis.filters.to")}
                value={draft.to}
                onChange={(event) => changeDraft("to", event.currentTarget.value)}
                error={errors.to}
                w={{ base: "calc(50% - 6px)", xs: 170 }}
              />
            </>
          ) : null}
          <Select
            label={t("analysis.filters.language")}
            data={[
              { value: "", label: t("analysis.filters.allLanguages") },
              ...props.languages.map((value) => ({ value, label: t(`languages.${value}`) })),
            ]}
            value={props.lang ?? ""}
            onChange={(value) => props.onLang((value || undefined) as SiteLanguage | undefined)}
            allowDeselect={false}
            w={{ base: "calc(50% - 6px)", xs: 150 }}
          />
          <Select
            label={t("analysis.filters.device")}
            data={[
              { value: "", label: t("analysis.filters.allDevices") },
              ...deviceClasses.map((value) => ({ value, label: t(`analysis.devices.${value}`) })),
            ]}
            value={props.device ?? ""}
            onChange={(value) => props.onDevice((value || undefined) as DeviceClass | undefined)}
            allowDeselect={false}
            w={{ base: "calc(50% - 6px)", xs: 160 }}
          />
        </Group>
        <Group justify="space-between" gap="sm" wrap="wrap" align="center">
          <Text size="xs" c="dimmed">
            {t("analysis.periodRange", { from: period.from, to: period.to })} · {t("analysis.filters.jst")}
          </Text>
          {props.actions}
        </Group>
      </Stack>
    </Card>
  );
}
