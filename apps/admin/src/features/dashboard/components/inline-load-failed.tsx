import { Alert, Button } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A part of the dashboard could not be loaded: say so where it would be, and offer to try again. */
export function InlineLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t("shell.loadFailed")}>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {t("common.retry")}
      </Button>
    </Alert>
  );
}
