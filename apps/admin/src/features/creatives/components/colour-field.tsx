import { ColorInput } from "@mantine/core";

/** Swatches: the viewer's default button colour, white, black and a few strong accents. */
export const swatches = [
  "#99D52A",
  "#FFFFFF",
  "#000000",
  "#1B2A4E",
  "#FF5B29",
  "#E03131",
  "#F59F00",
  "#1C7ED6",
];

interface ColourFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** One hex colour of a creative, offered with the same swatches everywhere in the editor. */
export function ColourField({ label, value, onChange, error, disabled }: ColourFieldProps) {
  return (
    <ColorInput
      label={label}
      value={value}
      swatches={swatches}
      format="hex"
      error={error}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
