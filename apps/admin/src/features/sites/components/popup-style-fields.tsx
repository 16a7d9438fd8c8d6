import {
  Divider,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import { type BuilderPopupCta, buttonShapes, textAlignments } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { ColourField } from "@/components/colour-field";
import { ContrastWarning } from "@/components/contrast-warning";

/** The popup's look: colours (with the contrast warning), text size, box size, shape and alignment. */
export function PopupStyleFields({
  popup,
  setStyle,
  issue,
  readOnly,
}: {
  popup: BuilderPopupCta;
  setStyle: (patch: Partial<BuilderPopupCta["style"]>) => void;
  issue: (key: string) => string | undefined;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
