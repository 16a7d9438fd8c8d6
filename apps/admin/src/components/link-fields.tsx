import { NumberInput, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { type LinkType, linkTypes } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { SurveySelect } from "@/components/survey-select";

export interface LinkValue {
  type: LinkType;
  destination: string;
  surveyId: string | null;
}

interface LinkFieldsProps {
  siteId: string;
  value: LinkValue;
  onChange: (next: LinkValue) => void;
  /** Error of the destination field (the survey's, for a survey link), already translated. */
  error?: string;
  disabled?: boolean;
}

/**
 * Where a button, link area or campaign item leads (admin.md §3 link kinds): contact, form and
 * membership need nothing more; an external link a URL; a creative block a page number; a script its
 * code; a survey one of the site's surveys.
 */
export function LinkFields({ siteId, value, onChange, error, disabled }: LinkFieldsProps) {
  const { t } = useTranslation();
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
        <SurveySelect
          siteId={siteId}
          value={value.surveyId}
          error={error}
          disabled={disabled}
          onChange={(surveyId) => set({ surveyId })}
        />
      ) : null}
    </Stack>
  );
}

interface ExternalUrlInputProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The URL an external link leads to. */
export function ExternalUrlInput({ value, onChange, error, disabled }: ExternalUrlInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t("creatives.link.url")}
      placeholder="https://"
      value={value}
      error={error}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
