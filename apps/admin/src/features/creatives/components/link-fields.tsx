import { NumberInput, Select, Stack, Textarea } from "@mantine/core";
import { type LinkType, linkTypes } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { useSurveys } from "../api/get-surveys";
import { ExternalUrlInput } from "./link-kind-fields";

export interface LinkValue {
  type: LinkType;
  destination: string;
  surveyId: string | null;
}

interface LinkFieldsProps {
  siteId: string;
  value: LinkValue;
  onChange: (next: LinkValue) => void;
  /** Error of the destination field, already translated. */
  error?: string;
  disabled?: boolean;
}

/**
 * Where a button or link area leads (admin.md §3 link kinds): contact, form and membership need
 * nothing more; an external link a URL; a creative block a page number; a script its code; a survey
 * one of the site's surveys.
 */
export function LinkFields({ siteId, value, onChange, error, disabled }: LinkFieldsProps) {
  const { t } = useTranslation();
  const surveys = useSurveys(siteId, value.type === "SURVEY");
  const set = (patch: Partial<LinkValue>) => onChange({ ...value, ...patch });

  return (
    <Stack gap="xs">
      <Select
        label={t("creatives.link.kind")}
        data={linkTypes.map((type) => ({ value: type, label: t(`creatives.link.kinds.${type}`) }))}
        value={value.type}
        allowDeselect={false}
        disabled={disabled}
        onChange={(next) =>
          next &&
          set({
            type: next as LinkType,
            destination: "",
            surveyId: next === "SURVEY" ? value.surveyId : null,
          })
        }
      />
      {value.type === "EXTERNAL" ? (
        <ExternalUrlInput
          value={value.destination}
          error={error}
          disabled={disabled}
          onChange={(destination) => set({ destination })}
        />
      ) : null}
      {value.type === "CREATIVE_BLOCK" ? (
        <NumberInput
          label={t("creatives.link.pageNumber")}
          description={t("creatives.link.pageNumberHint")}
          value={value.destination === "" ? "" : Number(value.destination)}
          min={1}
          max={100}
          allowDecimal={false}
          error={error}
          disabled={disabled}
          onChange={(next) => set({ destination: next === "" ? "" : String(next) })}
        />
      ) : null}
      {value.type === "SCRIPT" ? (
        <Textarea
          label={t("creatives.link.script")}
          description={t("creatives.link.scriptHint")}
          value={value.destination}
          rows={3}
          resize="vertical"
          ff="monospace"
          error={error}
          disabled={disabled}
          onChange={(event) => set({ destination: event.currentTarget.value })}
        />
      ) : null}
      {value.type === "SURVEY" ? (
        <Select
          label={t("creatives.link.survey")}
          placeholder={surveys.data?.items.length ? undefined : t("creatives.link.noSurveys")}
          data={(surveys.data?.items ?? []).map((survey) => ({ value: survey.id, label: survey.title }))}
          value={value.surveyId}
          searchable
          description={value.surveyId ? undefined : t("creatives.link.surveyRequired")}
          disabled={disabled}
          onChange={(next) => set({ surveyId: next })}
        />
      ) : null}
    </Stack>
  );
}
