import { useTranslation } from "react-i18next";
import { PublicFrame } from "@/components/public-frame";
import {
  ForbiddenPage,
  GatewayTimeoutPage,
  IpBlockedPage,
  NotFoundPage,
} from "@/features/errors/components/error-pages";
import { useDocumentTitle } from "../../use-page-title";

export function ForbiddenRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("errors.forbidden.title"));
  return (
    <PublicFrame>
      <ForbiddenPage />
    </PublicFrame>
  );
}

export function IpBlockedRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("errors.ipBlocked.title"));
  return (
    <PublicFrame>
      <IpBlockedPage />
    </PublicFrame>
  );
}

export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("errors.notFound.title"));
  return (
    <PublicFrame>
      <NotFoundPage />
    </PublicFrame>
  );
}

export function GatewayTimeoutRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("errors.gatewayTimeout.title"));
  return (
    <PublicFrame>
      <GatewayTimeoutPage />
    </PublicFrame>
  );
}
