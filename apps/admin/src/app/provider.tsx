import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { cssVariablesResolver, theme } from "@/config/theme";
import { AppErrorBoundary } from "@/features/errors/components/app-error-boundary";
import { configureApiClient } from "@/lib/api-client";
import { toastDurationMs } from "@/lib/notify";
import { createQueryClient } from "@/lib/query-client";
import { userInfoQueryKey } from "@/lib/user-info";

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    configureApiClient({
      onUserInfo: (user) => queryClient.setQueryData(userInfoQueryKey, user),
      onSessionEnd: () => queryClient.removeQueries(),
    });
  }, [queryClient]);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          {/* admin.md §8: one toast at a time, closing after 3 seconds. */}
          <Notifications limit={1} autoClose={toastDurationMs} position="top-center" zIndex={1000} />
          {children}
        </QueryClientProvider>
      </AppErrorBoundary>
    </MantineProvider>
  );
}
