import { Navigate, useParams } from "react-router";
import { useCurrentUser } from "@/features/shell/components/current-user";

/** admin.md §2 update-user/{type}/{id}: the user's page in its edit mode. */
export function Component() {
  const user = useCurrentUser();
  const { id = "" } = useParams();
  return <Navigate to={`/${user.userTypeId}/user/${id}?mode=edit`} replace />;
}
