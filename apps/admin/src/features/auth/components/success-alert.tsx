import { Alert } from "@mantine/core";
import { IconCircleCheck, IconMailCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** What a sign-in form says when it is done: a mail was sent, or the password was changed. */
export function SuccessAlert({
  title,
  kind,
  children,
}: {
  title: string;
  kind: "mailSent" | "done";
  children: ReactNode;
}) {
  const Icon = kind === "mailSent" ? IconMailCheck : IconCircleCheck;
  return (
    <Alert color="teal" variant="light" icon={<Icon size={20} aria-hidden />} title={title} role="status">
      {children}
    </Alert>
  );
}
