import { Card, Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface SectionCardProps {
  title: string;
  description?: string;
  /** Controls beside the title (a metric switch, a page picker). */
  actions?: ReactNode;
  /** As tall as its row, beside a taller neighbour. */
  stretch?: boolean;
  children: ReactNode;
}

/** One part of the analytics screen: a titled card, a region a screen reader can jump to. */
export function SectionCard({ title, description, actions, stretch, children }: SectionCardProps) {
  return (
    <Card component="section" aria-label={title} h={stretch ? "100%" : undefined}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="md" wrap="wrap">
        <div>
          <Title order={2} fz="md">
            {title}
          </Title>
          {description ? (
            <Text size="xs" c="dimmed" mt={2}>
              {description}
            </Text>
          ) : null}
        </div>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
