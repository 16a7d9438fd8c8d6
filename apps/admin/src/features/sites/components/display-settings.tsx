import { Group, SimpleGrid, Stack, Switch } from "@mantine/core";
import type { SiteSettings } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { ColourField } from "@/components/colour-field";
import { useSiteForm } from "./site-form-context";

type Toggle = "swipeRedirection" | "isEcLink" | "autoAttachUrlParam";
const displayKeys = ["languageIcon", "globalMenu", "pageCount", "album"] as const;
const toggles: Toggle[] = ["swipeRedirection", "autoAttachUrlParam", "isEcLink"];

/** admin.md §3 Site: speaker and safe-area colours, the display toggles and the link behaviour. */
export function DisplaySettings() {
  const { t } = useTranslation();
  const { site, update, readOnly, issues } = useSiteForm();
  const settings = site.settings;
  const set = (patch: Partial<SiteSettings>) =>
    update((current) => ({ ...current, settings: { ...current.settings, ...patch } }));

  return (
    <Stack gap="lg">
      <Group gap="md" wrap="wrap">
        <ColourField
          w={200}
          label={t("sites.display.speakerColor")}
          value={settings.speakerColor}
          onChange={(speakerColor) => set({ speakerColor })}
          error={issues["settings.speakerColor"]}
          disabled={readOnly}
        />
        <ColourField
          w={200}
          label={t("sites.display.safeAreaColor")}
          value={settings.safeAreaColor}
          onChange={(safeAreaColor) => set({ safeAreaColor })}
          error={issues["settings.safeAreaColor"]}
          disabled={readOnly}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {displayKeys.map((key) => (
          <Switch
            key={key}
            label={t(`sites.display.${key}`)}
            checked={settings.display[key]}
            disabled={readOnly}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              update((current) => ({
                ...current,
                settings: { ...current.settings, display: { ...current.settings.display, [key]: checked } },
              }));
            }}
          />
        ))}
        {toggles.map((key) => (
          <Switch
            key={key}
            label={t(`sites.display.${key}`)}
            description={t(`sites.display.${key}Hint`)}
            checked={settings[key]}
            disabled={readOnly}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              set({ [key]: checked });
            }}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
