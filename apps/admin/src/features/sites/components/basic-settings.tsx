import {
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import {
  alignments,
  gridProblem,
  logoPlacements,
  messageRef,
  type SiteSettings,
  viewModes,
} from "@mekuri/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "@/components/confirm-delete-modal";
import { NumberField } from "@/components/number-field";
import { useLocale } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";
import { changeGrid } from "../lib/defaults";
import { BrandingSettings } from "./branding-settings";
import { DisplaySettings } from "./display-settings";
import { GlobalMenuSettings } from "./global-menu-settings";
import { ImageUpload } from "./image-upload";
import { LanguageSettings } from "./language-settings";
import { useIssue, useSiteForm } from "./site-form-context";

export function SectionCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Title order={3} size="h5" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function GridSettings() {
  const { t } = useTranslation();
  const { site, update, readOnly, capabilities } = useSiteForm();
  const [rows, setRows] = useState<number>(site.numberVertical);
  const [columns, setColumns] = useState<number>(site.numberHorizontal);
  const [confirming, setConfirming] = useState(false);
  const rowsIssue = useIssue("numberVertical");
  const columnsIssue = useIssue("numberHorizontal");
  const max = capabilities.maxPagesPerSite;
  const locale = useLocale();
  // The same check as the schema's, shown while typing: the grid only changes once applied.
  const problem = gridProblem(columns, rows, max);
  const local = (value: number) =>
    problem === "rowsOrColumns" && value < 1 ? localizeMessage("sites.invalidGrid", locale) : undefined;
  const tooMany =
    problem === "tooManyPages"
      ? localizeMessage(messageRef("sites.tooManyPages", { max }), locale)
      : undefined;
  const changed = rows !== site.numberVertical || columns !== site.numberHorizontal;
  const apply = () => {
    update((current) => changeGrid(current, columns, rows));
    setConfirming(false);
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberField
          label={t("sites.fields.rows")}
          min={1}
          max={100}
          allowDecimal={false}
          clampBehavior="none"
          value={rows}
          onChange={(value) => setRows(Number(value) || 0)}
          error={rowsIssue ?? local(rows) ?? tooMany}
          disabled={readOnly}
          w={140}
        />
        <Text pb={8} c="dimmed" aria-hidden>
          ×
        </Text>
        <NumberField
          label={t("sites.fields.columns")}
          min={1}
          allowDecimal={false}
          clampBehavior="none"
          value={columns}
          onChange={(value) => setColumns(Number(value) || 0)}
          error={columnsIssue ?? local(columns)}
          disabled={readOnly}
          w={140}
        />
        <Button
          variant="default"
          disabled={!changed || readOnly || problem !== undefined}
          onClick={() => (site.pages.length > 0 ? setConfirming(true) : apply())}
        >
          {t("sites.basic.applyGrid")}
        </Button>
      </Group>
      <Text size="sm" c={Number.isFinite(max) && rows * columns > max ? "red" : "dimmed"}>
        {Number.isFinite(max)
          ? t("sites.create.pagesOfMax", { count: rows * columns, max })
          : t("sites.create.pages", { count: rows * columns })}
      </Text>
      <ConfirmDeleteModal
        opened={confirming}
        title={t("sites.basic.gridConfirmTitle")}
        message={t("sites.basic.gridConfirm")}
        confirmLabel={t("sites.basic.applyGrid")}
        onConfirm={apply}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

function LogoSettings() {
  const { t } = useTranslation();
  const { site, update, readOnly } = useSiteForm();
  const logo = site.settings.logo;
  const setSettings = (edit: (settings: SiteSettings) => SiteSettings) =>
    update((current) => ({ ...current, settings: edit(current.settings) }));

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Stack gap="sm">
        <ImageUpload
          siteId={site.id}
          purpose="logo"
          label={t("sites.basic.logo")}
          hint={t("sites.basic.logoHint")}
          value={logo?.image.src ?? null}
          accept="image/png,image/jpeg"
          disabled={readOnly}
          onUploaded={(asset) =>
            asset.media?.image &&
            setSettings((settings) => ({
              ...settings,
              logo: {
                image: asset.media!.image!,
                placement: settings.logo?.placement ?? "header",
                alignment: settings.logo?.alignment ?? "center",
              },
            }))
          }
          onRemove={() => setSettings((settings) => ({ ...settings, logo: null }))}
        />
        {logo ? (
          <Group gap="lg" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t("sites.basic.logoPlacement")}
              </Text>
              <SegmentedControl
                size="xs"
                disabled={readOnly}
                data={logoPlacements.map((value) => ({ value, label: t(`sites.basic.placements.${value}`) }))}
                value={logo.placement}
                onChange={(value) =>
                  setSettings((settings) => ({
                    ...settings,
                    logo: settings.logo
                      ? { ...settings.logo, placement: value as typeof logo.placement }
                      : null,
                  }))
                }
              />
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t("sites.basic.logoAlignment")}
              </Text>
              <SegmentedControl
                size="xs"
                disabled={readOnly}
                data={alignments.map((value) => ({ value, label: t(`sites.basic.alignments.${value}`) }))}
                value={logo.alignment}
                onChange={(value) =>
                  setSettings((settings) => ({
                    ...settings,
                    logo: settings.logo
                      ? { ...settings.logo, alignment: value as typeof logo.alignment }
                      : null,
                  }))
                }
              />
            </Stack>
          </Group>
        ) : null}
      </Stack>
      <ImageUpload
        siteId={site.id}
        purpose="favicon"
        label={t("sites.basic.favicon")}
        hint={t("sites.basic.faviconHint")}
        value={site.settings.faviconUrl}
        accept="image/png,image/jpeg"
        disabled={readOnly}
        onUploaded={(asset) => setSettings((settings) => ({ ...settings, faviconUrl: asset.url }))}
        onRemove={() => setSettings((settings) => ({ ...settings, faviconUrl: null }))}
      />
    </SimpleGrid>
  );
}

/** admin.md §2 Site create/edit, Basic tab: name, grid, view mode, logo, favicon, languages, menu, display. */
export function BasicSettings() {
  const { t } = useTranslation();
  const { site, update, readOnly } = useSiteForm();
  const nameIssue = useIssue("name");

  return (
    <Stack gap="lg">
      <SectionCard title={t("sites.basic.general")}>
        <Stack gap="md">
          <TextInput
            label={t("sites.fields.name")}
            required
            value={site.name}
            onChange={(event) => {
              const name = event.currentTarget.value;
              update((current) => ({ ...current, name }));
            }}
            error={nameIssue}
            disabled={readOnly}
            maw={480}
          />
          <GridSettings key={`${site.numberVertical}x${site.numberHorizontal}`} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t("sites.fields.viewMode")}
            </Text>
            <SegmentedControl
              data={viewModes.map((value) => ({ value, label: t(`sites.viewModes.${value}`) }))}
              value={site.viewMode}
              disabled={readOnly}
              onChange={(value) =>
                update((current) => ({ ...current, viewMode: value as typeof site.viewMode }))
              }
              w={{ base: "100%", xs: 320 }}
            />
          </Stack>
        </Stack>
      </SectionCard>
      <SectionCard title={t("sites.basic.logoAndFavicon")}>
        <LogoSettings />
      </SectionCard>
      <SectionCard title={t("sites.branding.title")}>
        <BrandingSettings />
      </SectionCard>
      <SectionCard title={t("sites.basic.languages")}>
        <LanguageSettings />
      </SectionCard>
      <SectionCard title={t("sites.basic.globalMenu")}>
        <GlobalMenuSettings />
      </SectionCard>
      <SectionCard title={t("sites.basic.display")}>
        <DisplaySettings />
      </SectionCard>
    </Stack>
  );
}
