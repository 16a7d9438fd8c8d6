import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { useCurrentUser } from "@/features/shell/components/current-user";
import type { Crumb } from "@/features/shell/components/page-frame";
import { navigationItemById } from "@/features/shell/navigation";
import type { ShellPageMeta } from "@/features/shell/pages";

export interface ShellPageHandle {
  page: ShellPageMeta;
}

/** The current console page's title and breadcrumb trail, from its route handle. */
export function useShellPage(): { meta: ShellPageMeta; title: string; sectionLabel: string; trail: Crumb[] } {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const match = useMatches().at(-1);
  const meta = (match?.handle as ShellPageHandle | undefined)?.page ?? {};
  const sectionLabel = meta.section ? t(`nav.${meta.section}`) : "";
  const title = meta.title ? t(`pages.${meta.title}`) : sectionLabel;
  const trail: Crumb[] =
    meta.title && meta.section
      ? [{ label: sectionLabel, to: `/${user.userTypeId}/${navigationItemById(meta.section).path}` }]
      : [];
  return { meta, title, sectionLabel, trail };
}
