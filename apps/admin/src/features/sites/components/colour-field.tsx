import { ColorInput } from "@mantine/core";

interface ColourFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  w?: number | string;
  /** Shown while the field is empty, e.g. the colour used in its place. */
  placeholder?: string;
  description?: string;
}

/** A colour as the viewer takes it (hex, rgb(a), hsl(a)); the schema checks the text typed. */
export function ColourField({
  label,
  value,
  onChange,
  error,
  disabled,
  w = 200,
  placeholder,
  description,
}: ColourFieldProps) {
  return (
    <ColorInput
      label={label}
      description={description}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      format="hex"
      error={error}
      disabled={disabled}
      w={w}
      swatches={["#FFFFFF", "#000000", "#212529", "#E8590C", "#1C7ED6", "#2F9E44", "#F03E3E", "#FAB005"]}
    />
  );
}
