import { Drawer, MantineProvider, Modal, mergeThemeOverrides } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { cssVariablesResolver, theme } from "@/config/theme";
import { AppErrorBoundary } from "@/features/errors/components/app-error-boundary";
import { configureApiClient } from "@/lib/api-client";
import { toastDurationMs } from "@/lib/notify";
import { createQueryClient } from "@/lib/query-client";
import { userInfoQueryKey } from "@/lib/user-info";

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { t } = useTranslation();
  // Every dialog's × button is named in the reader's language (an unnamed button is axe-core critical).
  const localizedTheme = useMemo(() => {
    const closeButtonProps = { "aria-label": t("common.close") };
    return mergeThemeOverrides(theme, {
      components: {
        Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
        Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
      },
    });
  }, [t]);

  useEffect(() => {
    configureApiClient({
      onUserInfo: (user) => queryClient.setQueryData(userInfoQueryKey, user),
      onSessionEnd: () => queryClient.removeQueries(),
    });
  }, [queryClient]);

  return (
    <MantineProvider
      theme={localizedTheme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
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
