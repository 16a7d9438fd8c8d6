import {
  Button,
  Checkbox,
  ColorInput,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  ScrollArea,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { builderPageDetail, type SiteDocument, type SiteLanguage, toPagePosition } from "@mekuri/domain";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { swatches } from "@/components/colour-field";
import { useLocale } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";
import { applyBulkSettings, type BulkKey, type BulkValues } from "../lib/bulk-settings";
import { cellCode, emptyDetail, gridCells } from "../lib/document";
import { LinkKindSelect } from "./link-kind-fields";

interface BulkSettingsModalProps {
  opened: boolean;
  onClose: () => void;
  site: SiteDocument;
  /** Cells ticked in the grid; the modal starts with them. */
  initialCodes: string[];
  apply: (change: (site: SiteDocument) => SiteDocument) => void;
}

export function BulkSettingsModal({ opened, onClose, site, initialCodes, apply }: BulkSettingsModalProps) {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<string[]>(initialCodes);
  const [languages, setLanguages] = useState<SiteLanguage[]>(site.languages);
  const [chosen, setChosen] = useState<Set<BulkKey>>(new Set());
  const [values, setValues] = useState<BulkValues>({ ...emptyDetail, membersOnlyLock: false });
  /** Changing a value ticks its setting: the creator obviously means to apply it. */
  const set = (patch: Partial<BulkValues>, key: BulkKey) => {
    setValues((current) => ({ ...current, ...patch }));
    choose(key, true);
  };
  function choose(key: BulkKey, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }
  const locale = useLocale();
  // The cells' own schema judges the text, so an over-long one is refused here, never cut.
  const linkTextIssue = chosen.has("linkButtonText")
    ? builderPageDetail.shape.linkButtonText.safeParse(values.linkButtonText).error?.issues[0]?.message
    : undefined;
  const choice = (key: BulkKey) => ({ chosen: chosen.has(key), onChoose: (on: boolean) => choose(key, on) });
  const colour = (
    key: "hoverArrowColor" | "mainTextColor" | "priceTextColor" | "linkButtonColor" | "linkTextColor",
  ) => (
    <Row key={key} label={t(`creatives.detail.${key}`)} {...choice(key)}>
      <ColorInput
        value={values[key]}
        swatches={swatches}
        format="hex"
        fixOnBlur={false}
        eyeDropperButtonProps={{ "aria-label": t("controls.eyeDropper") }}
        onChange={(value) => set({ [key]: value }, key)}
        aria-label={t(`creatives.detail.${key}`)}
        size="xs"
      />
    </Row>
  );
  const seconds = (key: "arrowFadeInterval" | "sliderTime") => (
    <Row key={key} label={t(`creatives.detail.${key}`)} {...choice(key)}>
      <NumberInput
        size="xs"
        value={values[key]}
        min={0}
        max={3600}
        suffix={t("creatives.detail.secondsSuffix")}
        onChange={(value) => set({ [key]: typeof value === "number" ? value : 0 }, key)}
        aria-label={t(`creatives.detail.${key}`)}
      />
    </Row>
  );
  const toggle = (key: "membersOnlyLock" | "snsConfig" | "showCompany") => (
    <Row key={key} label={t(`creatives.detail.${key}`)} {...choice(key)}>
      <Switch
        checked={values[key]}
        onChange={(event) => set({ [key]: event.currentTarget.checked }, key)}
        aria-label={t(`creatives.detail.${key}`)}
      />
    </Row>
  );

  const submit = () => {
    const cells = codes.flatMap((code) => {
      const position = toPagePosition(code);
      return position ? [position] : [];
    });
    apply((doc) => applyBulkSettings(doc, cells, languages, chosen, values));
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("creatives.bulkSettings.title")}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("creatives.bulkSettings.intro")}
        </Text>
        <MultiSelect
          label={t("creatives.bulkSettings.cells")}
          data={gridCells(site).map(cellCode)}
          value={codes}
          onChange={setCodes}
          searchable
          clearable
        />
        {site.languages.length > 1 ? (
          <Checkbox.Group
            label={t("creatives.bulkSettings.languages")}
            value={languages}
            onChange={(value) => setLanguages(value as SiteLanguage[])}
          >
            <Group gap="md" mt={6}>
              {site.languages.map((language) => (
                <Checkbox key={language} value={language} label={t(`languages.${language}`)} />
              ))}
            </Group>
          </Checkbox.Group>
        ) : null}
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t("creatives.bulkSettings.settings")}
          </Text>
          {toggle("membersOnlyLock")}
          {toggle("snsConfig")}
          {toggle("showCompany")}
          {colour("mainTextColor")}
          {colour("priceTextColor")}
          {colour("hoverArrowColor")}
          {seconds("arrowFadeInterval")}
          {seconds("sliderTime")}
          <Row label={t("creatives.detail.linkButtonText")} {...choice("linkButtonText")}>
            <TextInput
              size="xs"
              value={values.linkButtonText}
              error={linkTextIssue ? localizeMessage(linkTextIssue, locale) : undefined}
              onChange={(event) => set({ linkButtonText: event.currentTarget.value }, "linkButtonText")}
              aria-label={t("creatives.detail.linkButtonText")}
            />
          </Row>
          <Row label={t("creatives.detail.linkKind")} {...choice("link")}>
            <Group gap={6} wrap="nowrap">
              <LinkKindSelect
                compact
                value={{ isInternalLink: values.isInternalLink, destination: values.linkDestinationUrl }}
                onChange={(link) =>
                  set({ isInternalLink: link.isInternalLink, linkDestinationUrl: link.destination }, "link")
                }
              />
              {values.isInternalLink ? null : (
                <TextInput
                  size="xs"
                  placeholder="https://"
                  value={values.linkDestinationUrl}
                  onChange={(event) => set({ linkDestinationUrl: event.currentTarget.value }, "link")}
                  aria-label={t("creatives.link.url")}
                  style={{ flex: 1 }}
                />
              )}
            </Group>
          </Row>
          {colour("linkButtonColor")}
          {colour("linkTextColor")}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button
            onClick={submit}
            disabled={
              codes.length === 0 || chosen.size === 0 || languages.length === 0 || linkTextIssue !== undefined
            }
          >
            {t("creatives.bulkSettings.apply", { count: codes.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Row({
  label,
  chosen,
  onChoose,
  children,
}: {
  label: string;
  chosen: boolean;
  onChoose: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="center"
      py={4}
      style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
    >
      <Checkbox
        checked={chosen}
        onChange={(event) => onChoose(event.currentTarget.checked)}
        label={label}
        w={230}
        styles={{ label: { fontSize: 13 } }}
      />
      <div style={{ flex: 1, opacity: chosen ? 1 : 0.5 }}>{children}</div>
    </Group>
  );
}
