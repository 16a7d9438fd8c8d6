import { Menu } from "@mantine/core";
import { type Locale, locales } from "@mekuri/domain";
import { IconCheck } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { type PopupArrival, useOpenedOnArrival } from "@/lib/deferred-popup";
import { changeLocale, useLocale } from "@/lib/i18n";
import { LanguageButton, type LanguageMenuProps } from "./language-button";

export interface LanguagePopupMenuProps extends LanguageMenuProps {
  arrival: PopupArrival;
}

/** The language button with its menu (Mantine's Menu, downloaded after first paint: decision 153). */
export function LanguagePopupMenu({ arrival, ...button }: LanguagePopupMenuProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [menuOpened, setMenuOpened] = useOpenedOnArrival(arrival, buttonRef);

  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={180}
      withinPortal
      opened={menuOpened}
      onChange={setMenuOpened}
    >
      <Menu.Target>
        <LanguageButton ref={buttonRef} {...button} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("common.language")}</Menu.Label>
        {locales.map((code: Locale) => (
          <Menu.Item
            key={code}
            lang={code}
            onClick={() => void changeLocale(code)}
            rightSection={code === locale ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={code === locale ? "true" : undefined}
            fw={code === locale ? 700 : 400}
          >
            {t(`languages.${code}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
