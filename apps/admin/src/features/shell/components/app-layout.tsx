import { AppShell, Box, Burger, Group, Text } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconBuilding } from "@tabler/icons-react";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { Brand } from "@/components/brand";
import { LanguageMenu } from "@/components/language-menu";
import type { NavigationId } from "../navigation";
import { useCurrentUser } from "./current-user";
import { Navbar } from "./navbar";
import { UserMenu } from "./user-menu";

export interface AppLayoutProps {
  /**
   * The change-password dialog; it belongs to the auth feature, so the app hands it in. `prefetch`
   * starts its download when the user menu opens or the reader points at or focuses its item.
   */
  changePasswordModal: ComponentType<{ opened: boolean; onClose: () => void }> & { prefetch?: () => void };
  /** Before the language and user menus: the notifications feature's bell, handed in by the app. */
  headerActions?: ReactNode;
  /** Shown at the end of navigation items, such as another feature's plan lock (by item id). */
  navigationMarks?: Partial<Record<NavigationId, ReactNode>>;
}

/** The console frame: dark navbar (a drawer on phones), header with account, language and user menu. */
export function AppLayout({
  changePasswordModal: ChangePasswordModal,
  headerActions,
  navigationMarks,
}: AppLayoutProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [navOpened, nav] = useDisclosure(false);
  const [passwordOpened, password] = useDisclosure(false);
  // On phones the closed navigation is only moved off screen: keep it out of reach of Tab and screen readers.
  const isPhone = useMediaQuery("(max-width: 47.99em)");

  return (
    <AppShell
      layout="alt"
      header={{ height: 64 }}
      navbar={{ width: 264, breakpoint: "sm", collapsed: { mobile: !navOpened } }}
      padding={{ base: "md", sm: "xl" }}
      bg="gray.0"
    >
      <AppShell.Header withBorder>
        <Group h="100%" px={{ base: "sm", sm: "lg" }} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t("shell.toggleNavigation")}
              aria-expanded={navOpened}
            />
            <Box hiddenFrom="sm">
              <Brand size="sm" />
            </Box>
            <Group gap={8} wrap="nowrap" visibleFrom="sm" miw={0}>
              <IconBuilding size={18} stroke={1.6} color="var(--mantine-color-ink-5)" aria-hidden />
              <Text fw={600} truncate="end">
                {user.account.companyName}
              </Text>
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {headerActions}
            <Box visibleFrom="xs">
              <LanguageMenu />
            </Box>
            <Box hiddenFrom="xs">
              <LanguageMenu compact />
            </Box>
            <UserMenu onChangePassword={password.open} onChangePasswordHint={ChangePasswordModal.prefetch} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        withBorder={false}
        aria-label={t("shell.mainNavigation")}
        inert={isPhone && !navOpened}
      >
        <Navbar opened={navOpened} onClose={nav.close} marks={navigationMarks} />
      </AppShell.Navbar>

      <AppShell.Main id="main">
        <Box maw={1200} mx="auto">
          <Outlet />
        </Box>
      </AppShell.Main>

      <ChangePasswordModal opened={passwordOpened} onClose={password.close} />
    </AppShell>
  );
}
