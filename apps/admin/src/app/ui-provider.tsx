import { MantineProvider, mergeThemeOverrides } from "@mantine/core";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { cssVariablesResolver, theme } from "@/config/theme";
import { DeferredToasts } from "./deferred-toasts";

/** Mantine with the console's theme, and the toasts: the standalone login page and the console. */
export function UiProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // Every dialog's × button is named in the reader's language (an unnamed button is axe-core critical).
  // Plain overrides rather than Modal.extend: naming the components would bring the dialogs'
  // code to the login page, which has none.
  const localizedTheme = useMemo(() => {
    const closeButtonProps = { "aria-label": t("common.close") };
    return mergeThemeOverrides(theme, {
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
      },
    });
  }, [t]);

  return (
    <MantineProvider
      theme={localizedTheme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <DeferredToasts />
      {children}
    </MantineProvider>
  );
}
