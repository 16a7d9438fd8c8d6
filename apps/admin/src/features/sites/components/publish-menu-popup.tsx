import { Menu } from "@mantine/core";
import { IconLock, IconWorld } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { type PopupArrival, useOpenedOnArrival } from "@/lib/deferred-popup";
import { PublishButton, type PublishMenuProps } from "./publish-button";

/** "Publish" with its menu (Mantine's Menu, downloaded after first paint: decision 177). */
export function PublishMenuPopup({ arrival, ...props }: PublishMenuProps & { arrival: PopupArrival }) {
  const { t } = useTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useOpenedOnArrival(arrival, buttonRef);
  const busy = props.publishing || props.saving;
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <PublishButton ref={buttonRef} publishing={props.publishing} saving={props.saving} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconWorld size={16} aria-hidden />}
          onClick={() => props.onPublish("public")}
          disabled={busy}
        >
          {t("sites.editor.publishPublic")}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLock size={16} aria-hidden />}
          onClick={() => props.onPublish("private")}
          disabled={busy}
        >
          {t("sites.editor.publishPrivate")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
