import { Group, Pagination, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface ListFooterProps {
  /** The translated "n in total" text. */
  totalText: string;
  total: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
}

/** Under a paged table: how many records there are and the page picker (always at least one page). */
export function ListFooter({ totalText, total, pageSize, page, onPageChange }: ListFooterProps) {
  const { t } = useTranslation();
  const names = {
    first: t("controls.firstPage"),
    previous: t("controls.previousPage"),
    next: t("controls.nextPage"),
    last: t("controls.lastPage"),
  };
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {totalText}
      </Text>
      <Pagination
        total={Math.max(1, Math.ceil(total / pageSize))}
        value={page}
        onChange={onPageChange}
        size="sm"
        // The arrows are icons only: name them for screen readers.
        getControlProps={(control) => ({ "aria-label": names[control] })}
      />
    </Group>
  );
}
