import { Stack } from "@mantine/core";
import { canvasSize, type LinkArea } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { FieldSection } from "@/components/field-section";
import { LinkFields } from "@/components/link-fields";
import { linkBox } from "../lib/canvas-boxes";
import { BoxFields } from "./box-fields";
import { RemoveItemButton } from "./remove-item-button";

interface LinkAreaFormProps {
  siteId: string;
  link: LinkArea;
  onChange: (next: LinkArea) => void;
  onRemove: () => void;
  errors: Record<string, string>;
  readOnly?: boolean;
}

/** admin.md §3 image links: a rectangle over the picture that leads somewhere. */
export function LinkAreaForm({ siteId, link, onChange, onRemove, errors, readOnly }: LinkAreaFormProps) {
  const { t } = useTranslation();
  const box = linkBox(link);
  return (
    <Stack gap="md">
      <LinkFields
        siteId={siteId}
        value={{ type: link.linkType, destination: link.linkDestinationUrl, surveyId: link.surveyId }}
        error={errors.linkDestinationUrl}
        disabled={readOnly}
        onChange={(next) =>
          onChange({
            ...link,
            linkType: next.type,
            linkDestinationUrl: next.destination,
            surveyId: next.surveyId,
          })
        }
      />
      <FieldSection label={t("creatives.linkArea.placement")}>
        <BoxFields
          box={box}
          disabled={readOnly}
          onChange={(next) =>
            onChange({
              ...link,
              positionLeft: next.left,
              positionTop: next.top,
              width: next.width,
              height: next.height,
              parentWidth: canvasSize.width,
              parentHeight: canvasSize.height,
            })
          }
        />
      </FieldSection>
      <RemoveItemButton label={t("creatives.linkArea.remove")} onRemove={onRemove} readOnly={readOnly} />
    </Stack>
  );
}
