import { Group, Button as MantineButton } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";

interface RemoveItemButtonProps {
  label: string;
  onRemove: () => void;
  /** Read-only editors offer no removal at all. */
  readOnly?: boolean;
}

/** Removes the button, link area or product being edited; sits at the end of its form. */
export function RemoveItemButton({ label, onRemove, readOnly }: RemoveItemButtonProps) {
  if (readOnly) return null;
  return (
    <Group justify="flex-end">
      <MantineButton
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={onRemove}
      >
        {label}
      </MantineButton>
    </Group>
  );
}
