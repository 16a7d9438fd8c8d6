import { Text } from "@mantine/core";
import type { ReactNode } from "react";

interface FieldSectionProps {
  label: string;
  /** Lets a custom control (e.g. a radiogroup) name itself after the label. */
  labelId?: string;
  children: ReactNode;
}

/** A small heading over a group of fields that has no label of its own. */
export function FieldSection({ label, labelId, children }: FieldSectionProps) {
  return (
    <div>
      <Text size="sm" fw={500} mb={6} id={labelId}>
        {label}
      </Text>
      {children}
    </div>
  );
}
