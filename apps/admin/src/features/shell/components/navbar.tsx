import { Badge, Box, Burger, Group, NavLink, Stack, Text } from "@mantine/core";
import { IconBuilding } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Brand } from "@/components/brand";
import { type NavigationId, navigationEntries, navigationIcons } from "../navigation";
import { contractColor } from "./contract-color";
import { useCurrentUser } from "./current-user";
import classes from "./navbar.module.css";

/**
 * The dark side navigation: brand, the operator's sections (from user-info), each with its mark
 * if any (another feature's plan lock); on phones also the account.
 */
export function Navbar({
  opened,
  onClose,
  marks = {},
}: {
  opened: boolean;
  onClose: () => void;
  marks?: Partial<Record<NavigationId, ReactNode>> | undefined;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const prefix = `/${user.userTypeId}`;

  return (
    <Stack gap={0} h="100%" className={classes.root}>
      <Group px="lg" justify="space-between" wrap="nowrap" className={classes.brand}>
        <Brand tone="light" withConsoleName consoleName={t("common.consoleName")} />
        {/* On phones the navigation covers the header: it brings its own close button. */}
        <Burger
          opened={opened}
          onClick={onClose}
          hiddenFrom="sm"
          size="sm"
          color="white"
          aria-label={t("common.close")}
        />
      </Group>
      {/* The browser's own scrolling: Mantine's ScrollArea would bring floating-ui to every first screen. */}
      <Box flex={1} px="sm" py="md" className={classes.scroll}>
        <Stack gap={2} component="ul" className={classes.list}>
          {navigationEntries(user.navigation).map((item) => {
            const Icon = navigationIcons[item.id];
            const to = `${prefix}/${item.path}`;
            const active = pathname === to || pathname.startsWith(`${to}/`);
            return (
              <li key={item.id}>
                <NavLink
                  component={Link}
                  to={to}
                  label={t(`nav.${item.id}`)}
                  leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
                  rightSection={marks[item.id]}
                  active={active}
                  aria-current={active ? "page" : undefined}
                  onClick={onClose}
                  className={classes.link}
                />
              </li>
            );
          })}
        </Stack>
      </Box>
      <Box p="md" className={classes.account} hiddenFrom="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconBuilding size={18} stroke={1.6} className={classes.accountIcon} aria-hidden />
          <Box miw={0}>
            <Text size="sm" fw={600} c="white" truncate="end">
              {user.account.companyName}
            </Text>
            <Group gap={6} mt={4}>
              <Text size="xs" c="ink.2">
                {t(`accountKinds.${user.account.kind}`)}
              </Text>
              <Badge size="xs" variant="light" color={contractColor[user.account.contractStatus]}>
                {t(`contractStatuses.${user.account.contractStatus}`)}
              </Badge>
            </Group>
          </Box>
        </Group>
      </Box>
    </Stack>
  );
}
