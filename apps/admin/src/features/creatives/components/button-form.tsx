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
  UnstyledButton,
} from "@mantine/core";
import {
  type Box,
  type Button,
  buttonAnimations,
  buttonRadius,
  buttonShapes,
  buttonSize,
  buttonTypes,
  textAlignments,
  textClampLines,
} from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { BoxFields } from "./box-fields";
import { animationClass } from "./button-face";
import { ColourField } from "./colour-field";
import classes from "./creatives.module.css";
import { FieldSection } from "./field-section";
import { ImageUploadButton } from "./image-upload-button";
import { LinkFields } from "./link-fields";
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

/** Microcopy keeps at most three lines (admin.md §5 Campaign layout). */
const threeLines = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .slice(0, textClampLines)
    .join("\n");

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
            maxLength={50}
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
            {t("creatives.button.imageHint")}
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

      <FieldSection label={t("creatives.button.shape")}>
        <SegmentedControl
          fullWidth
          data={buttonShapes.map((shape) => ({
            value: shape,
            label: (
              <Group gap={6} justify="center" wrap="nowrap">
                <span
                  aria-hidden
                  style={{
                    width: 22,
                    height: 12,
                    background: "currentColor",
                    opacity: 0.7,
                    borderRadius: Math.min(buttonRadius(shape), 6),
                  }}
                />
                <span>{t(`creatives.button.shapes.${shape}`)}</span>
              </Group>
            ),
          }))}
          value={button.buttonShape}
          disabled={readOnly}
          onChange={(value) => set({ buttonShape: value as Button["buttonShape"] })}
          aria-label={t("creatives.button.shape")}
        />
      </FieldSection>

      <FieldSection label={t("creatives.button.animation")} labelId={`animation-${button.id}`}>
        <div className={classes.animationGrid} role="radiogroup" aria-labelledby={`animation-${button.id}`}>
          {buttonAnimations.map((animation) => (
            <UnstyledButton
              key={animation}
              className={classes.animationTile}
              data-active={button.buttonAnimation === animation || undefined}
              role="radio"
              aria-checked={button.buttonAnimation === animation}
              disabled={readOnly}
              onClick={() => set({ buttonAnimation: animation })}
            >
              <span className={`${classes.animationSample} ${animationClass(animation)}`} />
              {t(`creatives.button.animations.${animation}`)}
            </UnstyledButton>
          ))}
        </div>
      </FieldSection>

      {button.buttonType === "HTML_CSS" ? null : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Textarea
            label={t("creatives.button.microcopy")}
            description={t("creatives.button.microcopyHint")}
            value={button.microcopyText}
            rows={1}
            resize="vertical"
            maxLength={50}
            error={errors.microcopyText}
            disabled={readOnly}
            onChange={(event) => set({ microcopyText: threeLines(event.currentTarget.value) })}
          />
          <Stack gap="xs">
            {colour("microcopyTextColor", t("creatives.button.microcopyColor"))}
            <SegmentedControl
              size="xs"
              data={textAlignments.map((align) => ({
                value: align,
                label: t(`creatives.button.align.${align}`),
              }))}
              value={button.textAlign}
              disabled={readOnly}
              onChange={(value) => set({ textAlign: value as Button["textAlign"] })}
              aria-label={t("creatives.button.microcopyPlace")}
            />
          </Stack>
        </SimpleGrid>
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

      <RemoveItemButton label={t("creatives.button.remove")} onRemove={onRemove} readOnly={readOnly} />
    </Stack>
  );
}
