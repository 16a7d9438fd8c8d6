import { Divider, Group, NumberInput, Select, Stack, Switch, Textarea } from "@mantine/core";
import { acceptedFormatNames, acceptOf, type BuilderPopupCta, popupTransitionTypes } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { ColourField } from "@/components/colour-field";
import { ContrastWarning } from "@/components/contrast-warning";
import { DateTimeField } from "@/components/date-time-field";
import { PlanLock } from "@/components/plan-lock";
import { defaultPopup } from "../lib/defaults";
import { SectionCard } from "./basic-settings";
import { ImageUpload } from "./image-upload";
import { PagePicker } from "./page-picker";
import { PopupDestination } from "./popup-destination";
import { PopupStyleFields } from "./popup-style-fields";
import { useFeature, useSiteForm } from "./site-form-context";

type Kind = "timeLimit" | "applicantLimit";

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
          <PopupDestination siteId={site.id} popup={popup} set={set} issue={issue} readOnly={readOnly} />
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
          <PopupStyleFields popup={popup} setStyle={setStyle} issue={issue} readOnly={readOnly} />
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
