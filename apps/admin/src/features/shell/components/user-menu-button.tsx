import { Box, Group, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import type { ComponentPropsWithRef } from "react";
import { useTranslation } from "react-i18next";
import { initialsOf } from "../initials";
import { useCurrentUser } from "./current-user";
import classes from "./user-menu.module.css";

/**
 * The header's initials, name and role: the user menu's button, the same element before and after
 * the menu's code has arrived (decision 177), so nothing moves when it does.
 */
export function UserMenuButton(props: ComponentPropsWithRef<"button">) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    // Named by its content, so the name holds the visible words (WCAG 2.5.3 label in name).
    <UnstyledButton style={{ borderRadius: "var(--mantine-radius-md)" }} px={6} py={4} {...props}>
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
  );
}
