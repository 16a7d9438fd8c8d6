import {
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { acceptedFormatNames, type Box, type Button, buttonSize, buttonTypes } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { ButtonAnimationField, ButtonShapeField, MicrocopyFields } from "@/components/button-style-fields";
import { ColourField } from "@/components/colour-field";
import { ContrastWarning } from "@/components/contrast-warning";
import { FieldSection } from "@/components/field-section";
import { LinkFields } from "@/components/link-fields";
import { BoxFields } from "./box-fields";
import { ImageUploadButton } from "./image-upload-button";
import { RemoveItemButton } from "./remove-item-button";

interface ButtonFormProps {
  siteId: string;
  button: Button;
  onChange: (next: Button) => void;
  onRemove: () => void;
  onUploadImage: (file: File) => void;
  uploading: boolean;
  errors: Record<string, string>;
  readOnly?: boolean;
}

/** admin.md §3 Page content blocks and buttons: one button's type, look, animation, place and link. */
export function ButtonForm({
  siteId,
  button,
  onChange,
  onRemove,
  onUploadImage,
  uploading,
  errors,
  readOnly,
}: ButtonFormProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<Button>) => onChange({ ...button, ...patch });
  const { width, height } = buttonSize(button);
  const box: Box = { left: button.buttonPositionLeft, top: button.buttonPositionTop, width, height };
  const colour = (key: "buttonColor" | "buttonTextColor" | "microcopyTextColor", label: string) => (
    <ColourField
      label={label}
      value={button[key]}
      error={errors[key]}
      disabled={readOnly}
      onChange={(value) => set({ [key]: value })}
    />
  );

  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        data={buttonTypes.map((type) => ({ value: type, label: t(`creatives.button.types.${type}`) }))}
        value={button.buttonType}
        disabled={readOnly}
        onChange={(value) => set({ buttonType: value as Button["buttonType"] })}
        aria-label={t("creatives.button.type")}
      />

      {button.buttonType === "TEXT" ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t("creatives.button.text")}
            value={button.buttonText}
            error={errors.buttonText}
            disabled={readOnly}
            onChange={(event) => set({ buttonText: event.currentTarget.value })}
          />
          <NumberInput
            label={t("creatives.button.textSize")}
            value={button.textSize}
            min={1}
            max={200}
            suffix=" px"
            error={errors.textSize}
            disabled={readOnly}
            onChange={(value) => typeof value === "number" && set({ textSize: value })}
          />
          {colour("buttonColor", t("creatives.button.color"))}
          {colour("buttonTextColor", t("creatives.button.textColor"))}
          <ContrastWarning text={button.buttonTextColor} background={button.buttonColor} />
        </SimpleGrid>
      ) : null}

      {button.buttonType === "MEDIA" ? (
        <Group gap="sm">
          <ImageUploadButton
            label={
              button.buttonImage ? t("creatives.button.replaceImage") : t("creatives.button.uploadImage")
            }
            uploading={uploading}
            disabled={readOnly}
            onUpload={onUploadImage}
          />
          <Text size="xs" c="dimmed">
            {t("creatives.button.imageHint", acceptedFormatNames)}
          </Text>
        </Group>
      ) : null}

      {button.buttonType === "HTML_CSS" ? (
        <Textarea
          label={t("creatives.button.html")}
          description={t("creatives.button.htmlHint")}
          value={button.buttonContentHtml}
          rows={4}
          resize="vertical"
          ff="monospace"
          error={errors.buttonContentHtml}
          disabled={readOnly}
          onChange={(event) => set({ buttonContentHtml: event.currentTarget.value })}
        />
      ) : null}

      <ButtonShapeField
        value={button.buttonShape}
        disabled={readOnly}
        onChange={(buttonShape) => set({ buttonShape })}
      />

      <ButtonAnimationField
        id={button.id}
        value={button.buttonAnimation}
        disabled={readOnly}
        onChange={(buttonAnimation) => set({ buttonAnimation })}
      />

      {button.buttonType === "HTML_CSS" ? null : (
        <MicrocopyFields
          text={button.microcopyText}
          align={button.textAlign}
          colour={colour("microcopyTextColor", t("creatives.button.microcopyColor"))}
          error={errors.microcopyText}
          disabled={readOnly}
          onChange={set}
        />
      )}

      <FieldSection label={t("creatives.button.placement")}>
        <BoxFields
          box={box}
          disabled={readOnly}
          onChange={(next) =>
            set({
              buttonPositionLeft: next.left,
              buttonPositionTop: next.top,
              buttonWidth: next.width,
              buttonHeight: next.height,
            })
          }
        />
        <Switch
          mt="sm"
          label={t("creatives.button.fixed")}
          description={t("creatives.button.fixedHint")}
          checked={button.isFixedPosition}
          disabled={readOnly}
          onChange={(event) => set({ isFixedPosition: event.currentTarget.checked })}
        />
      </FieldSection>

      <LinkFields
        siteId={siteId}
        value={{
          type: button.buttonLinkType,
          destination: button.linkDestinationUrl,
          surveyId: button.linkedSurveyId,
        }}
        error={errors.linkDestinationUrl}
        disabled={readOnly}
        onChange={(link) =>
          set({
            buttonLinkType: link.type,
            linkDestinationUrl: link.destination,
            linkedSurveyId: link.surveyId,
          })
        }
      />

      <Switch
        label={t("creatives.button.conversion")}
        description={t("creatives.button.conversionHint")}
        checked={button.countsAsConversion}
        disabled={readOnly}
        onChange={(event) => set({ countsAsConversion: event.currentTarget.checked })}
      />

      <RemoveItemButton label={t("creatives.button.remove")} onRemove={onRemove} readOnly={readOnly} />
    </Stack>
  );
}
