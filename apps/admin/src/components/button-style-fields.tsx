import { Group, SegmentedControl, SimpleGrid, Stack, Textarea, UnstyledButton } from "@mantine/core";
import {
  type ButtonAnimation,
  type ButtonShape,
  buttonAnimationClass,
  buttonAnimations,
  buttonRadius,
  buttonShapes,
  textAlignments,
  textClampLines,
} from "@mekuri/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "@mekuri/domain/button-animations.css";
import classes from "./button-style.module.css";
import { FieldSection } from "./field-section";

/*
 * The look of a button that page buttons and campaign buttons share (admin.md §3 Page content
 * blocks and buttons): its shape, its animation and its microcopy.
 */

type TextAlignment = (typeof textAlignments)[number];

interface ChoiceProps<T> {
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** The four corner shapes, each with a small sample of its rounding. */
export function ButtonShapeField({ value, onChange, disabled }: ChoiceProps<ButtonShape>) {
  const { t } = useTranslation();
  return (
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
        value={value}
        disabled={disabled}
        onChange={(next) => onChange(next as ButtonShape)}
        aria-label={t("creatives.button.shape")}
      />
    </FieldSection>
  );
}

interface ButtonAnimationFieldProps extends ChoiceProps<ButtonAnimation> {
  /** The button's id: names the radio group after its heading, apart from other buttons' groups. */
  id: string;
}

/** The animations as tiles that play them, so the creator picks by what they see. */
export function ButtonAnimationField({ id, value, onChange, disabled }: ButtonAnimationFieldProps) {
  const { t } = useTranslation();
  const labelId = `animation-${id}`;
  return (
    <FieldSection label={t("creatives.button.animation")} labelId={labelId}>
      <div className={classes.animationGrid} role="radiogroup" aria-labelledby={labelId}>
        {buttonAnimations.map((animation) => (
          <UnstyledButton
            key={animation}
            className={classes.animationTile}
            data-active={value === animation || undefined}
            role="radio"
            aria-checked={value === animation}
            disabled={disabled}
            onClick={() => onChange(animation)}
          >
            <span className={`${classes.animationSample} ${buttonAnimationClass(animation)}`} />
            {t(`creatives.button.animations.${animation}`)}
          </UnstyledButton>
        ))}
      </div>
    </FieldSection>
  );
}

/** Microcopy keeps at most three lines (admin.md §5 Campaign layout). */
const threeLines = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .slice(0, textClampLines)
    .join("\n");

interface MicrocopyFieldsProps {
  text: string;
  align: TextAlignment;
  onChange: (patch: { microcopyText?: string; textAlign?: TextAlignment }) => void;
  /** The form's own colour field for the microcopy's colour. */
  colour: ReactNode;
  error?: string;
  disabled?: boolean;
}

/** The short text above or below a button, its colour and which side it shows on. */
export function MicrocopyFields({ text, align, onChange, colour, error, disabled }: MicrocopyFieldsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Textarea
        label={t("creatives.button.microcopy")}
        description={t("creatives.button.microcopyHint")}
        value={text}
        rows={1}
        resize="vertical"
        error={error}
        disabled={disabled}
        onChange={(event) => onChange({ microcopyText: threeLines(event.currentTarget.value) })}
      />
      <Stack gap="xs">
        {colour}
        <SegmentedControl
          size="xs"
          data={textAlignments.map((value) => ({
            value,
            label: t(`creatives.button.align.${value}`),
          }))}
          value={align}
          disabled={disabled}
          onChange={(value) => onChange({ textAlign: value as TextAlignment })}
          aria-label={t("creatives.button.microcopyPlace")}
        />
      </Stack>
    </SimpleGrid>
  );
}
