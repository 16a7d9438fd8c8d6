import { Box, Container, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Brand } from "./brand";
import { LanguageMenu } from "./language-menu";
import classes from "./public-frame.module.css";

/** The frame of pages outside the console: error pages, logging out. Brand, language, content, footer. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box className={classes.root}>
      <Container size="lg" w="100%">
        <Group justify="space-between" py="md" component="header">
          <Brand withConsoleName consoleName={t("common.consoleName")} />
          <LanguageMenu />
        </Group>
      </Container>
      <Box component="main" id="main" className={classes.main}>
        {children}
      </Box>
      <Text component="footer" size="xs" c="dimmed" ta="center" py="lg">
        {t("common.copyright")}
      </Text>
    </Box>
  );
}
