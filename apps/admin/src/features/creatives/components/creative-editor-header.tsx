import { Badge, Group, Button as MantineButton, SegmentedControl, Text, Title } from "@mantine/core";
import type { PageMedia, SiteDocument, SiteLanguage } from "@mekuri/domain";
import { IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The cell's code and media kind, and the language switch of a multilingual site. */
export function CreativeEditorHeader({
  site,
  code,
  media,
  lang,
  onLanguage,
}: {
  site: SiteDocument;
  code: string;
  media: PageMedia | null;
  lang: SiteLanguage;
  onLanguage: (lang: SiteLanguage) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm">
      <Group gap="sm">
        <Title order={4}>{t("creatives.editor.title", { code })}</Title>
        {media ? (
          <Badge variant="light" color={media.type === "VIDEO" ? "grape" : "teal"}>
            {t(`creatives.editor.media.${media.type}`)}
          </Badge>
        ) : (
          <Badge variant="light" color="gray">
            {t("creatives.editor.noMedia")}
          </Badge>
        )}
      </Group>
      {site.languages.length > 1 ? (
        <SegmentedControl
          size="xs"
          data={site.languages.map((value) => ({ value, label: t(`languages.${value}`) }))}
          value={lang}
          onChange={(value) => onLanguage(value as SiteLanguage)}
          aria-label={t("creatives.editor.language")}
        />
      ) : null}
    </Group>
  );
}

/** A language without content of its own offers to start from the default language's. */
export function CopyDefaultLanguage({
  lang,
  defaultLanguage,
  onCopy,
}: {
  lang: SiteLanguage;
  defaultLanguage: SiteLanguage;
  onCopy: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" p="sm" bg="gray.0" style={{ borderRadius: 8 }}>
      <Text size="sm" style={{ flex: 1 }}>
        {t("creatives.editor.emptyLanguage", { language: t(`languages.${lang}`) })}
      </Text>
      <MantineButton
        size="xs"
        variant="default"
        leftSection={<IconCopy size={14} aria-hidden />}
        onClick={onCopy}
      >
        {t("creatives.editor.copyDefault", { language: t(`languages.${defaultLanguage}`) })}
      </MantineButton>
    </Group>
  );
}
