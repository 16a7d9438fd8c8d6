import { IconLayoutOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { StatusPage } from "@/components/status-page";
import { useCurrentUser } from "@/features/shell/components/current-user";
import { homePathOf } from "@/lib/home-path";

/** /{userTypeId}: the first navigation section, or a note when there is none. */
export function Component() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.navigation.length > 0) return <Navigate to={homePathOf(user)} replace />;
  return (
    <div style={{ display: "flex", justifyContent: "center", paddingTop: 48 }}>
      <StatusPage
        icon={<IconLayoutOff size={36} stroke={1.6} />}
        title={user.account.companyName}
        description={t("shell.noSections")}
      />
    </div>
  );
}
