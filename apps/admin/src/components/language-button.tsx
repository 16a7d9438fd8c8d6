import { Button, type ButtonProps, type ElementProps } from "@mantine/core";
import { IconChevronDown, IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";

export interface LanguageMenuProps {
  /** "light" for dark backgrounds. */
  tone?: "default" | "light";
  /** Only the icon on narrow screens. */
  compact?: boolean;
}

type LanguageButtonProps = LanguageMenuProps &
  Omit<ButtonProps, "variant" | "size"> &
  ElementProps<"button"> & { ref?: React.Ref<HTMLButtonElement> };

/**
 * The language menu's button, named "Language: 日本語": the same element before and after the
 * menu's code has downloaded (decision 153), so nothing moves when it arrives.
 */
export function LanguageButton({ tone = "default", compact = false, ...others }: LanguageButtonProps) {
  const { t } = useTranslation();
  const current = t(`languages.${useLocale()}`);
  return (
    <Button
      variant={tone === "light" ? "white" : "default"}
      size="sm"
      leftSection={<IconLanguage size={18} stroke={1.6} aria-hidden />}
      rightSection={compact ? null : <IconChevronDown size={14} aria-hidden />}
      aria-label={`${t("common.language")}: ${current}`}
      px={compact ? 8 : undefined}
      styles={compact ? { section: { marginInlineEnd: 0 } } : undefined}
      {...others}
    >
      {compact ? null : current}
    </Button>
  );
}
