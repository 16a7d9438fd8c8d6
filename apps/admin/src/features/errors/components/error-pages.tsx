import { Button } from "@mantine/core";
import { IconClockExclamation, IconLock, IconMapOff, IconShieldOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { StatusPage } from "@/components/status-page";
import { ChunkLoadErrorPage, ErrorPage, errorIconProps as iconProps } from "./reload-error-pages";

export { ChunkLoadErrorPage };

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

/** The generic error page inside the router, with a way home. */
export function GenericErrorPage() {
  return <ErrorPage homeLink={<HomeButton variant="default" />} />;
}
