import { Menu } from "@mantine/core";
import { type Locale, locales } from "@mekuri/domain";
import { IconCheck } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { changeLocale, useLocale } from "@/lib/i18n";
import { LanguageButton, type LanguageMenuProps } from "./language-button";

export interface LanguagePopupMenuProps extends LanguageMenuProps {
  /** The button was clicked before this code arrived: the menu opens at once. */
  opened: boolean;
  /** The button had the focus when it was replaced by this one: the focus stays on it. */
  focused: boolean;
}

/** The language button with its menu (Mantine's Menu, downloaded after first paint: decision 153). */
export function LanguagePopupMenu({ opened, focused, ...button }: LanguagePopupMenuProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [menuOpened, setMenuOpened] = useState(false);
  // The focus moves to this button before the menu opens, so closing the menu brings it back here
  // (the menu returns it to whatever had it when it opened).
  // biome-ignore lint/correctness/useExhaustiveDependencies: what happened before this code arrived, once
  useEffect(() => {
    if (focused || opened) buttonRef.current?.focus();
    if (opened) setMenuOpened(true);
  }, []);

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
