import { ColorSwatch, TextInput } from "@mantine/core";
import { isColour, messageRef } from "@mekuri/domain";
import { type RefObject, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { lazyWithPreload, type PreloadableComponent, pick } from "@/lib/lazy-with-preload";
import { localizeMessage } from "@/lib/messages";
import { type StandInFocus, useArrivedPart, useRecordStandInFocus } from "@/lib/stand-in";
import type { ColourPickerInput, ColourPickerInputProps } from "./colour-picker-input";

/** Swatches: the viewer's default button colour, white, black, the console's text and a few accents. */
export const swatches = [
  "#99D52A",
  "#FFFFFF",
  "#000000",
  "#212529",
  "#1B2A4E",
  "#E8590C",
  "#F03E3E",
  "#FAB005",
  "#2F9E44",
  "#1C7ED6",
];

/** Mantine's colour input and picker (decision 170): downloaded when idle, or on pointer or focus. */
export const ColourPicker = lazyWithPreload(pick(() => import("./colour-picker-input"), "ColourPickerInput"));

/** The size Mantine's colour input gives its preview swatch (`--ci-preview-size-sm`). */
const previewSize = "calc(1.125rem * var(--mantine-scale))";

interface StandInProps extends ColourFieldProps {
  standIn: RefObject<StandInFocus>;
  /** Pointer or focus on the field: the picker is about to be used. */
  onHint: () => void;
}

/** A text field of the colour input's look, until the picker has downloaded. */
function ColourStandIn({ onChange, onHint, standIn, value, ...field }: StandInProps) {
  const input = useRef<HTMLInputElement>(null);
  useRecordStandInFocus(input, standIn);
  return (
    <TextInput
      ref={input}
      {...field}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoComplete="off"
      spellCheck={false}
      leftSection={<ColorSwatch color={isColour(value) ? value : "#fff"} size={previewSize} />}
      leftSectionPointerEvents="none"
      onPointerEnter={onHint}
      onFocus={onHint}
    />
  );
}

/** What the picker takes, less what the field gives it itself. */
type ColourFieldProps = Omit<ColourPickerInputProps, "swatches" | "eyeDropperLabel" | "standIn">;

/**
 * A colour as the viewer takes it (hex, rgb(a), hsl(a)); the schema checks the text typed. The same
 * swatches everywhere in the builder, so a site's colours are picked from one palette. Text that is
 * no colour ("#12345") stays as typed with the schema's message, never snapping back on blur.
 * Until the picker has downloaded, a text field of the same look stands in: what is typed there is
 * the value, and focus and caret move to the picker's input when it replaces it. The picker comes
 * from `picker`, so a test can hold its download back or make it fail.
 */
export function colourFieldWith(picker: PreloadableComponent<typeof ColourPickerInput>) {
  return function ColourField({
    label,
    value,
    onChange,
    error,
    disabled,
    w,
    placeholder,
    description,
  }: ColourFieldProps) {
    const locale = useLocale();
    const { t } = useTranslation();
    const standIn = useRef<StandInFocus>({ focused: false, caret: null });
    const Picker = picker;
    // A failed download leaves the stand-in, a working text field; the next hint tries again.
    const { arrived, fetchPart: fetchPicker } = useArrivedPart(picker);
    const invalid = value !== "" && !isColour(value);
    const field = {
      label,
      description,
      placeholder,
      value,
      error: error ?? (invalid ? localizeMessage(messageRef("sites.invalidColour"), locale) : undefined),
      disabled,
      w,
    };
    if (!arrived)
      return <ColourStandIn {...field} onChange={onChange} onHint={fetchPicker} standIn={standIn} />;
    return (
      <Picker
        {...field}
        onChange={onChange}
        swatches={swatches}
        eyeDropperLabel={t("controls.eyeDropper")}
        standIn={standIn}
      />
    );
  };
}

export const ColourField = colourFieldWith(ColourPicker);
