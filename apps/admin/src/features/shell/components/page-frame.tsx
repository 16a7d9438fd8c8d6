import { Anchor, Box, Breadcrumbs, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconChevronRight } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { homePathOf } from "@/lib/home-path";
import { useCurrentUser } from "./current-user";

export interface Crumb {
  label: string;
  to?: string;
}

interface PageFrameProps {
  title: string;
  /** Between "Home" and the page itself. */
  trail?: Crumb[];
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every console page: breadcrumb, title (also the document title), content. */
export function PageFrame({ title, trail = [], description, actions, children }: PageFrameProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useDocumentTitle(`${title} | Mekuri`);
  const crumbs: Crumb[] = [{ label: t("shell.home"), to: homePathOf(user) }, ...trail];

  return (
    <Stack gap="lg">
      <Box>
        <Breadcrumbs
          separator={<IconChevronRight size={14} aria-hidden />}
          separatorMargin={6}
          mb={8}
          aria-label={t("shell.breadcrumb")}
          component="nav"
          fz="sm"
        >
          {crumbs.map((crumb) =>
            crumb.to ? (
              <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm" c="gray.7">
                {crumb.label}
              </Anchor>
            ) : (
              <Text key={crumb.label} size="sm" c="gray.7">
                {crumb.label}
              </Text>
            ),
          )}
          <Text size="sm" fw={600} aria-current="page">
            {title}
          </Text>
        </Breadcrumbs>
        <Box
          style={{
            display: "flex",
            gap: 16,
            alignItems: "flex-end",
            justifyContent: "space-between",
            flexWrap: "wrap",
          }}
        >
          <div>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {title}
            </Title>
            {description ? (
              <Text c="gray.7" size="sm" mt={4}>
                {description}
              </Text>
            ) : null}
          </div>
          {actions}
        </Box>
      </Box>
      {children}
    </Stack>
  );
}
