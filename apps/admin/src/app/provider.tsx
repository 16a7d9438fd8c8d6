import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { AppErrorBoundary } from "@/features/errors/components/app-error-boundary";
import { configureApiClient } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { session } from "@/lib/session";
import { userInfoQueryKey } from "@/lib/user-info";
import { UiProvider } from "./ui-provider";

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // Signed in on the standalone login page: the console starts with the answer it already has.
    const user = session.getTokens() ? session.getUser() : null;
    if (user) client.setQueryData(userInfoQueryKey, user);
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
