import { Select, Textarea, TextInput } from "@mantine/core";
import { type BuilderPopupCta, internalLinkTypes } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { SurveySelect } from "@/components/survey-select";

/** Where the popup's link leads, asked for in the form its transition type needs. */
export function PopupDestination({
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
