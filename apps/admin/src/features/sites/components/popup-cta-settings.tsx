import {
  Divider,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import {
  acceptedFormatNames,
  acceptOf,
  type BuilderPopupCta,
  buttonShapes,
  internalLinkTypes,
  popupTransitionTypes,
  textAlignments,
} from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { ColourField } from "@/components/colour-field";
import { ContrastWarning } from "@/components/contrast-warning";
import { DateTimeField } from "@/components/date-time-field";
import { PlanLock } from "@/components/plan-lock";
import { SurveySelect } from "@/components/survey-select";
import { defaultPopup } from "../lib/defaults";
import { SectionCard } from "./basic-settings";
import { ImageUpload } from "./image-upload";
import { PagePicker } from "./page-picker";
import { useFeature, useSiteForm } from "./site-form-context";

type Kind = "timeLimit" | "applicantLimit";

function Destination({
  siteId,
  popup,
  set,
  issue,
  readOnly,
}: {
  siteId: string;
  popup: BuilderPopupCta;
  set: (patch: Partial<BuilderPopupCta>) => void;
  issue: (key: string) => string | undefined;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  switch (popup.transitionType) {
    case "INTERNAL_URL":
      return (
        <Select
          label={t("sites.links.internal")}
          data={internalLinkTypes.map((value) => ({ value, label: t(`sites.links.internalTypes.${value}`) }))}
          value={popup.internalLinkType ?? "contact"}
          allowDeselect={false}
          onChange={(value) => set({ internalLinkType: value as BuilderPopupCta["internalLinkType"] })}
          disabled={readOnly}
          w={220}
        />
      );
    case "EXTERNAL_URL":
      return (
        <TextInput
          label={t("sites.links.url")}
          placeholder="https://"
          value={popup.linkUrl}
          onChange={(event) => set({ linkUrl: event.currentTarget.value })}
          error={issue("linkUrl")}
          disabled={readOnly}
          maw={560}
        />
      );
    case "CREATIVE_BLOCK":
      return (
        <TextInput
          label={t("sites.links.pageNumber")}
          inputMode="numeric"
          value={popup.linkUrl}
          onChange={(event) => set({ linkUrl: event.currentTarget.value })}
          error={issue("linkUrl")}
          disabled={readOnly}
          w={160}
        />
      );
    case "SCRIPT":
      return (
        <Textarea
          label={t("sites.links.script")}
          autosize
          minRows={2}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          value={popup.linkUrl}
          onChange={(event) => set({ linkUrl: event.currentTarget.value })}
          error={issue("linkUrl")}
          disabled={readOnly}
          maw={560}
        />
      );
    case "SURVEY":
      return (
        <SurveySelect
          siteId={siteId}
          value={popup.surveyId}
          onChange={(surveyId) => set({ surveyId })}
          error={issue("surveyId")}
          disabled={readOnly}
          maw={400}
        />
      );
  }
}

function PopupEditor({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const { site, update, readOnly, issues } = useSiteForm();
  const popup = site.popupCtas[kind];
  const issue = (key: string) => issues[`popupCtas.${kind}.${key}`];
  const set = (patch: Partial<BuilderPopupCta>) =>
    update((current) => {
      const base = current.popupCtas[kind] ?? defaultPopup(current.numberVertical);
      return { ...current, popupCtas: { ...current.popupCtas, [kind]: { ...base, ...patch } } };
    });
  const setStyle = (patch: Partial<BuilderPopupCta["style"]>) =>
    popup && set({ style: { ...popup.style, ...patch } });

  return (
    <Stack gap="md">
      <Switch
        label={t(`sites.popup.enable.${kind}`)}
        description={t(`sites.popup.describe.${kind}`)}
        checked={popup !== null}
        disabled={readOnly}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          update((current) => ({
            ...current,
            popupCtas: { ...current.popupCtas, [kind]: on ? defaultPopup(current.numberVertical) : null },
          }));
        }}
      />
      {popup ? (
        <Stack gap="md" pl={{ base: 0, sm: "xl" }}>
          <Textarea
            label={t("sites.popup.text")}
            autosize
            minRows={2}
            value={popup.text}
            onChange={(event) => set({ text: event.currentTarget.value })}
            error={issue("text")}
            disabled={readOnly}
            maw={560}
          />
          <Group gap="md" align="flex-start" wrap="wrap">
            <DateTimeField
              label={t("sites.popup.startDate")}
              value={popup.startDate}
              onChange={(startDate) => set({ startDate })}
              error={issue("startDate")}
              disabled={readOnly}
            />
            <DateTimeField
              label={t("sites.popup.endDate")}
              value={popup.endDate}
              onChange={(endDate) => set({ endDate })}
              error={issue("endDate")}
              disabled={readOnly}
            />
            {kind === "applicantLimit" ? (
              <NumberInput
                label={t("sites.popup.limit")}
                min={1}
                max={999_999_999}
                allowDecimal={false}
                value={popup.limit ?? ""}
                onChange={(value) => set({ limit: value === "" ? null : Number(value) })}
                error={issue("limit")}
                disabled={readOnly}
                w={180}
              />
            ) : null}
          </Group>
          <Switch
            label={t("sites.popup.showRemainingTime")}
            checked={popup.showRemainingTime}
            onChange={(event) => set({ showRemainingTime: event.currentTarget.checked })}
            disabled={readOnly}
          />
          <Switch
            label={t("sites.popup.countsAsConversion")}
            description={t("sites.popup.countsAsConversionHint")}
            checked={popup.countsAsConversion}
            onChange={(event) => set({ countsAsConversion: event.currentTarget.checked })}
            disabled={readOnly}
          />
          <PagePicker
            label={t("sites.popup.effectivePages")}
            rows={site.numberVertical}
            value={popup.effectivePages}
            onChange={(effectivePages) => set({ effectivePages })}
            error={issue("effectivePages")}
            disabled={readOnly}
          />
          <Divider label={t("sites.popup.media")} labelPosition="left" />
          <ImageUpload
            siteId={site.id}
            purpose="popup"
            label={t("sites.popup.mediaFile")}
            hint={t("sites.popup.mediaHint", acceptedFormatNames)}
            value={popup.image?.src ?? popup.media?.url ?? null}
            accept={acceptOf("media")}
            disabled={readOnly}
            onUploaded={(asset) =>
              set({
                image: asset.media?.image ?? asset.media?.poster ?? null,
                media: {
                  url: asset.url,
                  type: asset.media?.type ?? "IMAGE",
                  width: asset.media?.image?.width ?? popup.style.width,
                  height: asset.media?.image?.height ?? popup.style.height,
                },
              })
            }
            onRemove={() => set({ image: null, media: null })}
          />
          <Divider label={t("sites.popup.transition")} labelPosition="left" />
          <Select
            label={t("sites.popup.transitionType")}
            data={popupTransitionTypes.map((value) => ({
              value,
              label: t(`sites.popup.transitions.${value}`),
            }))}
            value={popup.transitionType}
            allowDeselect={false}
            onChange={(value) =>
              value && set({ transitionType: value as BuilderPopupCta["transitionType"], linkUrl: "" })
            }
            disabled={readOnly}
            w={260}
          />
          <Destination siteId={site.id} popup={popup} set={set} issue={issue} readOnly={readOnly} />
          <Group gap="md" wrap="wrap">
            <ColourField
              w={200}
              label={t("sites.popup.linkButtonColor")}
              value={popup.linkButtonColor}
              onChange={(linkButtonColor) => set({ linkButtonColor })}
              error={issue("linkButtonColor")}
              disabled={readOnly}
            />
            <ColourField
              w={200}
              label={t("sites.popup.linkTextColor")}
              value={popup.linkTextColor}
              onChange={(linkTextColor) => set({ linkTextColor })}
              error={issue("linkTextColor")}
              disabled={readOnly}
            />
          </Group>
          <ContrastWarning text={popup.linkTextColor} background={popup.linkButtonColor} />
          <Divider label={t("sites.popup.style")} labelPosition="left" />
          <Group gap="md" wrap="wrap" align="flex-start">
            <ColourField
              w={200}
              label={t("sites.popup.backgroundColor")}
              value={popup.style.backgroundColor}
              onChange={(backgroundColor) => setStyle({ backgroundColor })}
              error={issue("style.backgroundColor")}
              disabled={readOnly}
            />
            <ColourField
              w={200}
              label={t("sites.popup.textColor")}
              value={popup.style.textColor}
              onChange={(textColor) => setStyle({ textColor })}
              error={issue("style.textColor")}
              disabled={readOnly}
            />
          </Group>
          <ContrastWarning text={popup.style.textColor} background={popup.style.backgroundColor} />
          <SimpleGrid cols={{ base: 2, sm: 4 }} maw={640}>
            <NumberInput
              label={t("sites.popup.textSize")}
              suffix=" px"
              min={1}
              max={200}
              value={popup.style.textSize}
              onChange={(value) => setStyle({ textSize: Number(value) || 0 })}
              error={issue("style.textSize")}
              disabled={readOnly}
            />
            <NumberInput
              label={t("sites.popup.width")}
              suffix=" px"
              min={0}
              value={popup.style.width}
              onChange={(value) => setStyle({ width: Number(value) || 0 })}
              error={issue("style.width")}
              disabled={readOnly}
            />
            <NumberInput
              label={t("sites.popup.height")}
              suffix=" px"
              min={0}
              value={popup.style.height}
              onChange={(value) => setStyle({ height: Number(value) || 0 })}
              error={issue("style.height")}
              disabled={readOnly}
            />
          </SimpleGrid>
          <Group gap="lg" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t("sites.popup.shape")}
              </Text>
              <Select
                data={buttonShapes.map((value) => ({ value, label: t(`sites.shapes.${value}`) }))}
                value={popup.style.shape}
                allowDeselect={false}
                onChange={(value) => value && setStyle({ shape: value as BuilderPopupCta["style"]["shape"] })}
                disabled={readOnly}
                w={220}
                aria-label={t("sites.popup.shape")}
              />
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t("sites.popup.textAlignment")}
              </Text>
              <SegmentedControl
                data={textAlignments.map((value) => ({ value, label: t(`sites.textAlignments.${value}`) }))}
                value={popup.style.textAlignment}
                onChange={(value) =>
                  setStyle({ textAlignment: value as BuilderPopupCta["style"]["textAlignment"] })
                }
                disabled={readOnly}
              />
            </Stack>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** admin.md §3 Popup CTA: the time-limited and the applicant-limited offer; locked without the plan flag. */
export function PopupCtaSettings() {
  const { t } = useTranslation();
  const allowed = useFeature("settingPopupCta");
  return (
    <SectionCard title={t("sites.tabs.popup")}>
      {allowed ? (
        <Stack gap="xl">
          <PopupEditor kind="timeLimit" />
          <Divider />
          <PopupEditor kind="applicantLimit" />
        </Stack>
      ) : (
        <PlanLock flag="settingPopupCta" />
      )}
    </SectionCard>
  );
}
