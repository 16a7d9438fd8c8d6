import { Button } from "@mantine/core";
import {
  IconAlertTriangle,
  IconClockExclamation,
  IconLock,
  IconMapOff,
  IconRefresh,
  IconShieldOff,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { StatusPage } from "@/components/status-page";

const iconProps = { size: 36, stroke: 1.6 } as const;

function HomeButton({ variant = "filled" }: { variant?: "filled" | "default" }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/" variant={variant}>
      {t("common.backToHome")}
    </Button>
  );
}

function BackButton({ variant = "default" }: { variant?: "filled" | "default" }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button variant={variant} onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/"))}>
      {t("common.goBack")}
    </Button>
  );
}

function ReloadButton() {
  const { t } = useTranslation();
  return (
    <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
      {t("common.reload")}
    </Button>
  );
}

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="403"
      color="coral"
      icon={<IconLock {...iconProps} />}
      title={t("errors.forbidden.title")}
      description={t("errors.forbidden.description")}
      actions={
        <>
          <BackButton />
          <HomeButton />
        </>
      }
    />
  );
}

export function IpBlockedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="403"
      color="red"
      icon={<IconShieldOff {...iconProps} />}
      title={t("errors.ipBlocked.title")}
      description={t("errors.ipBlocked.description")}
      actions={<BackButton variant="filled" />}
    />
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="404"
      icon={<IconMapOff {...iconProps} />}
      title={t("errors.notFound.title")}
      description={t("errors.notFound.description")}
      actions={<HomeButton />}
    />
  );
}

export function GatewayTimeoutPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="504"
      color="orange"
      icon={<IconClockExclamation {...iconProps} />}
      title={t("errors.gatewayTimeout.title")}
      description={t("errors.gatewayTimeout.description")}
      actions={
        <>
          <HomeButton variant="default" />
          <BackButton variant="filled" />
        </>
      }
    />
  );
}

export function ChunkLoadErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      color="orange"
      icon={<IconRefresh {...iconProps} />}
      title={t("errors.chunkLoad.title")}
      description={t("errors.chunkLoad.description")}
      actions={<ReloadButton />}
    />
  );
}

/** The generic error page; `withHomeLink` is off outside the router. */
export function GenericErrorPage({ withHomeLink = true }: { withHomeLink?: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      color="red"
      icon={<IconAlertTriangle {...iconProps} />}
      title={t("errors.generic.title")}
      description={t("errors.generic.description")}
      actions={
        <>
          {withHomeLink ? <HomeButton variant="default" /> : null}
          <ReloadButton />
        </>
      }
    />
  );
}
