import { ColorInput } from "@mantine/core";
import { isColour, messageRef } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";

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

interface ColourFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  /** The field's width; the whole column when not given. */
  w?: number | string;
  /** Shown while the field is empty, e.g. the colour used in its place. */
  placeholder?: string;
  description?: string;
}

/**
 * A colour as the viewer takes it (hex, rgb(a), hsl(a)); the schema checks the text typed. The same
 * swatches everywhere in the builder, so a site's colours are picked from one palette. Text that is
 * no colour ("#12345") stays as typed with the schema's message, never snapping back on blur.
 */
export function ColourField({
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
  const invalid = value !== "" && !isColour(value);
  return (
    <ColorInput
      label={label}
      description={description}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      format="hex"
      fixOnBlur={false}
      eyeDropperButtonProps={{ "aria-label": t("controls.eyeDropper") }}
      error={error ?? (invalid ? localizeMessage(messageRef("sites.invalidColour"), locale) : undefined)}
      disabled={disabled}
      w={w}
      swatches={swatches}
    />
  );
}
