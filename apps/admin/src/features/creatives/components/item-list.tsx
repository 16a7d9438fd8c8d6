import { Accordion, Badge, Group, Button as MantineButton, Stack, Text } from "@mantine/core";
import { IconClick, IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";

export function Count({ n }: { n: number }) {
  return n ? (
    <Badge size="xs" variant="light" circle>
      {n}
    </Badge>
  ) : null;
}

export interface ListItem {
  id: string;
  label: string;
  detail: string;
  content: ReactNode;
}

/** One open item at a time, kept in step with the selection on the canvas. */
export function ItemList({
  items,
  value,
  onChange,
  empty,
  addLabel,
  onAdd,
}: {
  items: ListItem[];
  value: string | null;
  onChange: (id: string | null) => void;
  empty: string;
  addLabel: string;
  onAdd?: () => void;
}) {
  return (
    <Stack gap="sm">
      {items.length === 0 ? (
        <Stack gap="xs" align="center" py="lg">
          <IconClick size={28} color="var(--mantine-color-gray-5)" aria-hidden />
          <Text size="sm" c="dimmed" ta="center">
            {empty}
          </Text>
        </Stack>
      ) : (
        <Accordion variant="separated" value={value} onChange={onChange} chevronPosition="left">
          {items.map((item) => (
            <Accordion.Item key={item.id} value={item.id}>
              <Accordion.Control>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {item.label}
                  </Text>
                  <Text size="sm" c="dimmed" truncate>
                    {item.detail}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>{item.content}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      {onAdd ? (
        <Group justify="center">
          <MantineButton
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={onAdd}
          >
            {addLabel}
          </MantineButton>
        </Group>
      ) : null}
    </Stack>
  );
}
