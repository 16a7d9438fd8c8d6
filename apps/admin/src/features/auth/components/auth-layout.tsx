import { Box, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconChartBar, IconLanguage, IconLayoutGrid } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Brand } from "@/components/brand";
import { LanguageMenu } from "@/components/language-menu";
import classes from "./auth-layout.module.css";

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

function BrandPanel() {
  const { t } = useTranslation();
  const points = [
    { icon: IconLayoutGrid, text: t("brand.pointBuild") },
    { icon: IconLanguage, text: t("brand.pointLanguages") },
    { icon: IconChartBar, text: t("brand.pointAnalytics") },
  ];
  return (
    <Box className={classes.brandPanel} visibleFrom="md">
      <Brand tone="light" size="lg" />
      <div className={classes.deck} aria-hidden>
        <div className={classes.card} />
        <div className={classes.card} />
        <div className={classes.card} />
      </div>
      <Stack gap="lg" maw={440}>
        <Title order={2} c="white" fz={34} lh={1.3}>
          {t("brand.tagline")}
        </Title>
        <Text c="ink.1" fz="md" lh={1.8}>
          {t("brand.lead")}
        </Text>
        <Stack gap="sm" component="ul" className={classes.points}>
          {points.map(({ icon: Icon, text }) => (
            <Group key={text} gap="sm" wrap="nowrap" component="li">
              <ThemeIcon size={32} radius="md" variant="light" color="coral" aria-hidden>
                <Icon size={18} stroke={1.8} />
              </ThemeIcon>
              <Text c="ink.0" size="sm">
                {text}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
      <Text c="ink.3" size="xs">
        {t("common.copyright")}
      </Text>
    </Box>
  );
}

/** The split screen of the public auth pages: brand panel on desktop, the form alone on phones. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.root}>
      <BrandPanel />
      <div className={classes.formSide}>
        <Group justify="space-between" className={classes.topBar}>
          <Box hiddenFrom="md">
            <Brand size="sm" withConsoleName consoleName={t("common.consoleName")} />
          </Box>
          <Box visibleFrom="md" />
          <LanguageMenu />
        </Group>
        <main id="main" className={classes.formArea}>
          <div className={classes.formBox}>
            <Title order={1} fz={{ base: 24, sm: 28 }} mb={6}>
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" size="sm" mb="xl" lh={1.7}>
                {subtitle}
              </Text>
            ) : null}
            {children}
          </div>
        </main>
        <Text hiddenFrom="md" c="dimmed" size="xs" ta="center" pb="md">
          {t("common.copyright")}
        </Text>
      </div>
    </div>
  );
}
