import { Select, type SelectProps } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "@/lib/api-client";

interface SurveyOption {
  id: string;
  title: string;
}

/**
 * The same key as the surveys screen's list, so saving or deleting a survey there refreshes every
 * picker too.
 */
const surveysQueryKey = (siteId: string) => ["surveys", siteId] as const;

function getSurveyOptions(siteId: string, signal?: AbortSignal) {
  return api.get<{ items: SurveyOption[] }>(`/site/${encodeURIComponent(siteId)}/survey`, {
    signal,
    toastErrors: false,
  });
}

interface SurveySelectProps extends Pick<SelectProps, "w" | "maw"> {
  siteId: string;
  /** The chosen survey's id; null while none is chosen. */
  value: string | null;
  onChange: (surveyId: string | null) => void;
  /** Error of the field, already translated. */
  error?: string;
  disabled?: boolean;
}

/**
 * Which of the site's surveys a link leads to (admin.md §3 link kinds, popup CTA transitions):
 * picked by title from GET /site/{id}/survey rather than typed as an id.
 */
export function SurveySelect({ siteId, value, onChange, error, disabled, ...layout }: SurveySelectProps) {
  const { t } = useTranslation();
  const surveys = useQuery({
    queryKey: surveysQueryKey(siteId),
    queryFn: ({ signal }) => getSurveyOptions(siteId, signal),
    staleTime: 60_000,
  });
  const items = surveys.data?.items ?? [];
  // A survey deleted after it was chosen leaves an id that no option shows; say so instead of a blank.
  const missing = value !== null && surveys.isSuccess && !items.some((survey) => survey.id === value);

  return (
    <Select
      label={t("surveys.picker")}
      placeholder={
        surveys.isPending ? t("common.loading") : items.length === 0 ? t("surveys.pickerEmpty") : undefined
      }
      data={items.map((survey) => ({ value: survey.id, label: survey.title }))}
      value={value}
      searchable
      description={value ? undefined : t("surveys.pickerRequired")}
      error={
        error ??
        (surveys.isError ? t("surveys.pickerFailed") : missing ? t("surveys.pickerMissing") : undefined)
      }
      disabled={disabled}
      onChange={onChange}
      {...layout}
    />
  );
}
