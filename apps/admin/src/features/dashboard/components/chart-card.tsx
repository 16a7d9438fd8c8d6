import { Card, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

/** A titled card around one chart; the chart is announced as a figure named by the title. */
export function ChartCard({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="figure" m={0} aria-labelledby={id} padding="md">
      <Title order={2} fz="md" id={id}>
        {title}
      </Title>
      {hint ? (
        <Text size="xs" c="gray.7" mt={2}>
          {hint}
        </Text>
      ) : null}
      <div style={{ marginTop: 12 }}>{children}</div>
    </Card>
  );
}
