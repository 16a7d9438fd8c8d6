import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { paths } from "@/lib/api-rules";
import { type NavigationId, navigationItemById } from "../navigation";
import { useCurrentUser } from "./current-user";

/** A section the operator's navigation does not include is forbidden (the server would refuse it too). */
export function SectionGate({
  section,
  children,
}: {
  section: NavigationId | undefined;
  children: ReactNode;
}) {
  const user = useCurrentUser();
  if (section && !user.navigation.includes(navigationItemById(section).path)) {
    return <Navigate to={paths.forbidden} replace />;
  }
  return children;
}
