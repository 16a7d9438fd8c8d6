import { Stack, Text } from "@mantine/core";

export interface AnswerLine {
  key: string;
  label: string;
  /** Several chosen options are shown comma-separated; nothing chosen shows a dash. */
  value: string | number | string[];
}

/** A visitor's answers as "label: value" lines, so forms with different fields share one table cell. */
export function AnswerLines({ lines }: { lines: AnswerLine[] }) {
  if (!lines.length) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Text key={line.key} size="sm">
          <Text span c="dimmed" size="sm">
            {line.label}:{" "}
          </Text>
          {Array.isArray(line.value) ? line.value.join(", ") || "—" : String(line.value)}
        </Text>
      ))}
    </Stack>
  );
}
