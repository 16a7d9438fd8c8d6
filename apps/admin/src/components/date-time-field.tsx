import { TextInput } from "@mantine/core";

function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 16);
}

interface DateTimeFieldProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  disabled?: boolean;
}

/** A moment in the operator's time zone, stored as an ISO instant (the viewer compares instants). */
export function DateTimeField({ label, value, onChange, error, disabled }: DateTimeFieldProps) {
  return (
    <TextInput
      type="datetime-local"
      label={label}
      value={toLocalInput(value)}
      onChange={(event) => {
        const text = event.currentTarget.value;
        const date = text ? new Date(text) : null;
        onChange(date && !Number.isNaN(date.getTime()) ? date.toISOString() : null);
      }}
      error={error}
      disabled={disabled}
      w={230}
    />
  );
}
