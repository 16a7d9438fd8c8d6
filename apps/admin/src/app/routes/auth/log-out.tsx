import { useCallback } from "react";
import { useNavigate } from "react-router";
import { LogoutScreen } from "@/features/auth/components/logout-screen";
import { paths } from "@/lib/api-rules";

export function LogOutRoute() {
  const navigate = useNavigate();
  const onDone = useCallback(() => navigate(paths.login, { replace: true }), [navigate]);
  return <LogoutScreen onDone={onDone} />;
}
