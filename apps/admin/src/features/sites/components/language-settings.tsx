import { ActionIcon, Badge, Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { type SiteLanguage, siteLanguages } from "@mekuri/domain";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "@/components/confirm-delete-modal";
import { LaterTooltip } from "@/components/later-tooltip";
import { PlanLock } from "@/components/plan-lock";
import { resetForDefaultLanguage } from "../lib/defaults";
import classes from "./language-settings.module.css";
import { useFeature, useIssue, useSiteForm } from "./site-form-context";

/**
 * admin.md §4: languages are added freely; deleting one or changing the default asks first. The
 * browser's own selects (decision 173): Mantine's Select would bring its combobox to the builder's
 * first screen.
 */
export function LanguageSettings() {
  const { t } = useTranslation();
  const { site, update, readOnly } = useSiteForm();
  const multiLanguage = useFeature("multiLanguage");
  const [adding, setAdding] = useState<string | null>(null);
  const [removing, setRemoving] = useState<SiteLanguage | null>(null);
  const [newDefault, setNewDefault] = useState<SiteLanguage | null>(null);
  const languagesIssue = useIssue("languages");
  const defaultIssue = useIssue("defaultLanguage");
  const addable = siteLanguages.filter((lang) => !site.languages.includes(lang));

  return (
    <Stack gap="md">
      {!multiLanguage ? <PlanLock flag="multiLanguage" /> : null}
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t("sites.fields.languages")}
        </Text>
        <Group gap="xs">
          {site.languages.map((lang) => (
            <Badge
              key={lang}
              size="lg"
              tt="none"
              className={classes.language}
              variant={lang === site.defaultLanguage ? "filled" : "light"}
              rightSection={
                lang !== site.defaultLanguage && !readOnly ? (
                  <LaterTooltip label={t("sites.languages.remove")}>
                    <ActionIcon
                      size={24}
                      variant="transparent"
                      className={classes.remove}
                      color="red"
                      aria-label={`${t("sites.languages.remove")}: ${t(`languages.${lang}`)}`}
                      onClick={() => setRemoving(lang)}
                    >
                      <IconTrash size={12} aria-hidden />
                    </ActionIcon>
                  </LaterTooltip>
                ) : null
              }
            >
              {t(`languages.${lang}`)}
            </Badge>
          ))}
        </Group>
        {languagesIssue ? (
          <Text size="xs" c="red">
            {languagesIssue}
          </Text>
        ) : null}
      </Stack>
      {addable.length > 0 ? (
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t("sites.languages.add")}
            data={[
              { value: "", label: t("sites.languages.choose"), disabled: true },
              ...addable.map((lang) => ({ value: lang, label: t(`languages.${lang}`) })),
            ]}
            value={adding ?? ""}
            onChange={(event) => setAdding(event.currentTarget.value || null)}
            disabled={readOnly || !multiLanguage}
            w={220}
          />
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={!adding || readOnly || !multiLanguage}
            onClick={() => {
              const lang = adding as SiteLanguage;
              update((current) => ({ ...current, languages: [...current.languages, lang] }));
              setAdding(null);
            }}
          >
            {t("sites.languages.addButton")}
          </Button>
        </Group>
      ) : null}
      <NativeSelect
        label={t("sites.fields.defaultLanguage")}
        description={t("sites.languages.defaultHint")}
        data={site.languages.map((lang) => ({ value: lang, label: t(`languages.${lang}`) }))}
        value={site.defaultLanguage}
        onChange={(event) => {
          const value = event.currentTarget.value as SiteLanguage;
          if (value !== site.defaultLanguage) setNewDefault(value);
        }}
        error={defaultIssue}
        disabled={readOnly}
        w={{ base: "100%", xs: 320 }}
      />
      <ConfirmDeleteModal
        opened={removing !== null}
        title={t("sites.languages.removeTitle")}
        message={t("sites.languages.removeConfirm", { language: removing ? t(`languages.${removing}`) : "" })}
        confirmLabel={t("sites.languages.remove")}
        onConfirm={() => {
          update((current) => ({
            ...current,
            languages: current.languages.filter((lang) => lang !== removing),
          }));
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
      <ConfirmDeleteModal
        opened={newDefault !== null}
        title={t("sites.languages.defaultTitle")}
        message={t("sites.languages.defaultConfirm")}
        confirmLabel={t("sites.languages.defaultChange")}
        onConfirm={() => {
          if (newDefault) update((current) => resetForDefaultLanguage(current, newDefault));
          setNewDefault(null);
        }}
        onClose={() => setNewDefault(null)}
      />
    </Stack>
  );
}
