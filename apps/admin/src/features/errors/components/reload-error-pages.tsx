import { Button } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { StatusPage } from "@/components/status-page";

/**
 * The error pages that need no router (a reload is their way out), so the standalone login page's
 * error boundary does not bring the router with it.
 */
export const errorIconProps = { size: 36, stroke: 1.6 } as const;

function ReloadButton() {
  const { t } = useTranslation();
  return (
    <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
      {t("common.reload")}
    </Button>
  );
}

export function ChunkLoadErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      color="orange"
      icon={<IconRefresh {...errorIconProps} />}
      title={t("errors.chunkLoad.title")}
      description={t("errors.chunkLoad.description")}
      actions={<ReloadButton />}
    />
  );
}

/** The generic error page; outside the router (the login page, the providers) it has no way home. */
export function ErrorPage({ homeLink }: { homeLink?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      color="red"
      icon={<IconAlertTriangle {...errorIconProps} />}
      title={t("errors.generic.title")}
      description={t("errors.generic.description")}
      actions={
        <>
          {homeLink}
          <ReloadButton />
        </>
      }
    />
  );
}
