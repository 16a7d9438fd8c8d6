import { MultiSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { allPages } from "../lib/defaults";

interface PagePickerProps {
  label: string;
  rows: number;
  value: number[];
  onChange: (value: number[]) => void;
  error?: string;
  disabled?: boolean;
}

/** Effective pages: page orders (1-based rows of the grid) the popup or campaign shows on. */
export function PagePicker({ label, rows, value, onChange, error, disabled }: PagePickerProps) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={label}
      description={value.length ? t("sites.pages.hint") : t("sites.pages.none")}
      data={allPages(rows).map((order) => ({
        value: String(order),
        label: t("sites.pages.page", { order }),
      }))}
      value={value.map(String)}
      onChange={(next) => onChange(next.map(Number).sort((a, b) => a - b))}
      error={error}
      disabled={disabled}
      clearable
      maw={560}
    />
  );
}
