import { Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconChevronDown, IconKey, IconLogout } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { initialsOf } from "../initials";
import { useCurrentUser } from "./current-user";
import classes from "./user-menu.module.css";

interface UserMenuProps {
  onChangePassword: () => void;
  /** The reader may be about to choose "Change password" (the menu opens, pointer or focus on it). */
  onChangePasswordHint?: () => void;
}

/** Name and role in the header; the menu offers "Change password" and "Log out". */
export function UserMenu({ onChangePassword, onChangePasswordHint }: UserMenuProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();

  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal onOpen={onChangePasswordHint}>
      <Menu.Target>
        {/* Named by its content, so the name holds the visible words (WCAG 2.5.3 label in name). */}
        <UnstyledButton style={{ borderRadius: "var(--mantine-radius-md)" }} px={6} py={4}>
          <Group gap="sm" wrap="nowrap">
            <VisuallyHidden>{t("shell.userMenu")}</VisuallyHidden>
            <span className={classes.initials}>{initialsOf(user.name)}</span>
            <Box visibleFrom="sm" style={{ lineHeight: 1.2 }} maw={180}>
              <Text size="sm" fw={600} truncate="end">
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {t(`roles.${user.role}`)} · {t(`adminRoles.${user.adminRole}`)}
              </Text>
            </Box>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py={8}>
          <Text size="xs" c="dimmed">
            {t("shell.signedInAs")}
          </Text>
          <Text size="sm" fw={600} truncate="end">
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {user.email}
          </Text>
        </Box>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconKey size={16} aria-hidden />}
          onClick={onChangePassword}
          onMouseEnter={onChangePasswordHint}
          onFocus={onChangePasswordHint}
        >
          {t("shell.changePassword")}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/log-out"
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
        >
          {t("shell.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
