import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

/** The form-level error: announced to screen readers (role="alert") and shown above the fields. */
export function FormAlert({ title, message }: { title?: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} aria-hidden />}
      title={title}
      role="alert"
    >
      {message}
    </Alert>
  );
}
