import { Button, Center } from "@mantine/core";
import { IconAlertTriangle, IconLock, IconMapOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-error";
import { StatusPage } from "./status-page";

/**
 * A screen's data could not be loaded: names the cause the server gave (gone, not allowed) and
 * otherwise offers to try again. `subject="account"` is the shell's own user information.
 */
export function LoadFailed({
  onRetry,
  error,
  subject = "data",
}: {
  onRetry: () => void;
  error?: unknown;
  subject?: "data" | "account";
}) {
  const { t } = useTranslation();
  const status = isApiError(error) ? error.status : undefined;
  const page =
    status === 404
      ? {
          icon: <IconMapOff size={36} stroke={1.6} />,
          title: t("errors.notFound.title"),
          description: t("errors.notFound.description"),
        }
      : status === 403
        ? {
            icon: <IconLock size={36} stroke={1.6} />,
            title: t("errors.forbidden.title"),
            description: t("errors.forbidden.description"),
          }
        : {
            icon: <IconAlertTriangle size={36} stroke={1.6} />,
            title: t("errors.generic.title"),
            description: subject === "account" ? t("shell.loadFailed") : t("loadFailed.data"),
          };
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <StatusPage
        color="red"
        icon={page.icon}
        title={page.title}
        description={page.description}
        actions={
          status === 404 || status === 403 ? null : <Button onClick={onRetry}>{t("common.retry")}</Button>
        }
      />
    </Center>
  );
}
