import { Button, Center } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { StatusPage } from "./status-page";

/** The operator's data could not be loaded (server error): say so and offer to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <StatusPage
        color="red"
        icon={<IconAlertTriangle size={36} stroke={1.6} />}
        title={t("errors.generic.title")}
        description={t("shell.loadFailed")}
        actions={<Button onClick={onRetry}>{t("common.retry")}</Button>}
      />
    </Center>
  );
}
