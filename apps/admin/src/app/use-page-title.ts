import { useDocumentTitle as useMantineDocumentTitle } from "@mantine/hooks";

/** "<page> | Mekuri" as the tab title. */
export function useDocumentTitle(title: string): void {
  useMantineDocumentTitle(`${title} | Mekuri`);
}
