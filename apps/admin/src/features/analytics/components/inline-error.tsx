import { Alert, Button } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A part of the screen that could not load: said where it would be, with a way to try again. */
export function InlineError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
      {t("shell.loadFailed")}{" "}
      <Button size="compact-sm" variant="subtle" color="red" onClick={onRetry}>
        {t("common.retry")}
      </Button>
    </Alert>
  );
}
