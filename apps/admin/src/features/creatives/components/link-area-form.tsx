import { Group, Button as MantineButton, Stack, Text } from "@mantine/core";
import { canvasSize, type LinkArea, layoutInContainer } from "@mekuri/domain";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { BoxFields } from "./box-fields";
import { LinkFields } from "./link-fields";

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
  const box = layoutInContainer(
    {
      left: link.positionLeft,
      top: link.positionTop,
      width: link.width,
      height: link.height,
      parentWidth: link.parentWidth,
      parentHeight: link.parentHeight,
    },
    canvasSize,
  );
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
      <div>
        <Text size="sm" fw={500} mb={6}>
          {t("creatives.linkArea.placement")}
        </Text>
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
      </div>
      {readOnly ? null : (
        <Group justify="flex-end">
          <MantineButton
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onRemove}
          >
            {t("creatives.linkArea.remove")}
          </MantineButton>
        </Group>
      )}
    </Stack>
  );
}
