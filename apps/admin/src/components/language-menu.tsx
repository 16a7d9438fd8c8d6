import { Button, Menu } from "@mantine/core";
import { type Locale, locales } from "@mekuri/domain";
import { IconCheck, IconChevronDown, IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { changeLocale, useLocale } from "@/lib/i18n";

interface LanguageMenuProps {
  /** "light" for dark backgrounds. */
  tone?: "default" | "light";
  /** Only the icon on narrow screens. */
  compact?: boolean;
}

/** Switches the UI language (ja / en / 中文 / 한국어); the choice is kept for 30 days. */
export function LanguageMenu({ tone = "default", compact = false }: LanguageMenuProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const current = t(`languages.${locale}`);

  return (
    <Menu position="bottom-end" shadow="md" width={180} withinPortal>
      <Menu.Target>
        <Button
          variant={tone === "light" ? "white" : "default"}
          size="sm"
          leftSection={<IconLanguage size={18} stroke={1.6} aria-hidden />}
          rightSection={compact ? null : <IconChevronDown size={14} aria-hidden />}
          aria-label={`${t("common.language")}: ${current}`}
          px={compact ? 8 : undefined}
          styles={compact ? { section: { marginInlineEnd: 0 } } : undefined}
        >
          {compact ? null : current}
        </Button>
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
