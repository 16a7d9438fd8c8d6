import type { UserInfo } from "@mekuri/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { AppErrorBoundary } from "@/features/errors/components/app-error-boundary";
import { configureApiClient } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { userInfoQueryKey } from "@/lib/user-info";
import { UiProvider } from "./ui-provider";

interface AppProviderProps {
  /** The login answer's user, when the standalone login page hands over (no second fetch). */
  signedInUser?: UserInfo;
  children: ReactNode;
}

export function AppProvider({ signedInUser, children }: AppProviderProps) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (signedInUser) client.setQueryData(userInfoQueryKey, signedInUser);
    return client;
  });

  useEffect(() => {
    configureApiClient({
      onUserInfo: (user) => queryClient.setQueryData(userInfoQueryKey, user),
      onSessionEnd: () => queryClient.removeQueries(),
    });
  }, [queryClient]);

  return (
    <UiProvider>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AppErrorBoundary>
    </UiProvider>
  );
}
