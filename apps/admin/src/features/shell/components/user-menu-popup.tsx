import { Box, Menu, Text } from "@mantine/core";
import { IconKey, IconLogout } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type PopupArrival, useOpenedOnArrival } from "@/lib/deferred-popup";
import { useCurrentUser } from "./current-user";
import { UserMenuButton } from "./user-menu-button";

export interface UserMenuProps {
  onChangePassword: () => void;
  /** The reader may be about to choose "Change password" (the menu opens, pointer or focus on it). */
  onChangePasswordHint?: () => void;
}

/** The user menu with its dropdown (Mantine's Menu, downloaded after first paint: decision 177). */
export function UserMenuPopup({
  arrival,
  onChangePassword,
  onChangePasswordHint,
}: UserMenuProps & { arrival: PopupArrival }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useOpenedOnArrival(arrival, buttonRef);

  return (
    <Menu
      position="bottom-end"
      width={260}
      shadow="md"
      withinPortal
      opened={opened}
      onChange={setOpened}
      onOpen={onChangePasswordHint}
    >
      <Menu.Target>
        <UserMenuButton ref={buttonRef} />
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
          // Red 8: red 6 reads at 3.3:1 on white, under WCAG AA's 4.5:1.
          color="red.8"
          leftSection={<IconLogout size={16} aria-hidden />}
        >
          {t("shell.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
