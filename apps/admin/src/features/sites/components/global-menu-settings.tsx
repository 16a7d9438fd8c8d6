import { Group, SimpleGrid, Stack, Tabs, Text, TextInput } from "@mantine/core";
import { columnLetters, type SiteDocument, type SiteLanguage } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { ColourField } from "@/components/colour-field";
import { NumberField } from "@/components/number-field";
import { useSiteForm } from "./site-form-context";

function setMenuItem(
  site: SiteDocument,
  columnIndex: number,
  lang: SiteLanguage,
  name: string,
): SiteDocument {
  const exists = site.categories.some((category) => category.columnIndex === columnIndex);
  const categories = exists
    ? site.categories.map((category) =>
        category.columnIndex === columnIndex
          ? { ...category, names: { ...category.names, [lang]: name } }
          : category,
      )
    : [...site.categories, { columnIndex, names: { [lang]: name }, textColor: null }];
  return { ...site, categories };
}

/** An item's own text colour; null leaves it to the menu's text colour. */
function setMenuItemColour(site: SiteDocument, columnIndex: number, textColor: string | null): SiteDocument {
  const exists = site.categories.some((category) => category.columnIndex === columnIndex);
  const categories = exists
    ? site.categories.map((category) =>
        category.columnIndex === columnIndex ? { ...category, textColor } : category,
      )
    : [...site.categories, { columnIndex, names: {}, textColor }];
  return { ...site, categories };
}

/**
 * admin.md §2/§3/§5: the global menu per language, one item per column, required and unique; each
 * item may have its own text colour, else the menu's.
 */
export function GlobalMenuSettings() {
  const { t } = useTranslation();
  const { site, update, readOnly, issues } = useSiteForm();
  const menu = site.settings.globalMenu;
  const setMenu = (patch: Partial<typeof menu>) =>
    update((current) => ({
      ...current,
      settings: { ...current.settings, globalMenu: { ...current.settings.globalMenu, ...patch } },
    }));
  const columns = Array.from(
    { length: Math.max(0, Math.min(site.numberHorizontal, 100)) },
    (_, index) => index,
  );
  const issueOf = (columnIndex: number, lang: SiteLanguage) => {
    const index = site.categories.findIndex((category) => category.columnIndex === columnIndex);
    return index >= 0 ? issues[`categories.${index}.names.${lang}`] : issues.categories;
  };

  return (
    <Stack gap="lg">
      <Tabs defaultValue={site.defaultLanguage} keepMounted={false}>
        <Tabs.List>
          {site.languages.map((lang) => (
            <Tabs.Tab key={lang} value={lang}>
              {t(`languages.${lang}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {site.languages.map((lang) => (
          <Tabs.Panel key={lang} value={lang} pt="md">
            <Text size="sm" c="dimmed" mb="sm">
              {t("sites.menu.itemsHint")}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {columns.map((columnIndex) => (
                <TextInput
                  key={columnIndex}
                  label={t("sites.menu.item", { column: columnLetters(columnIndex) })}
                  required
                  value={
                    site.categories.find((category) => category.columnIndex === columnIndex)?.names[lang] ??
                    ""
                  }
                  onChange={(event) => {
                    const name = event.currentTarget.value;
                    update((current) => setMenuItem(current, columnIndex, lang, name));
                  }}
                  error={issueOf(columnIndex, lang)}
                  disabled={readOnly}
                />
              ))}
            </SimpleGrid>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t("sites.menu.itemTextColors")}
        </Text>
        <Text size="sm" c="dimmed">
          {t("sites.menu.itemTextColorsHint")}
        </Text>
        <Group gap="md" align="flex-start" wrap="wrap">
          {columns.map((columnIndex) => {
            const index = site.categories.findIndex((category) => category.columnIndex === columnIndex);
            return (
              <ColourField
                key={columnIndex}
                label={t("sites.menu.itemTextColor", { column: columnLetters(columnIndex) })}
                value={site.categories[index]?.textColor ?? ""}
                placeholder={menu.textColor}
                onChange={(colour) =>
                  update((current) => setMenuItemColour(current, columnIndex, colour === "" ? null : colour))
                }
                error={index >= 0 ? issues[`categories.${index}.textColor`] : undefined}
                disabled={readOnly}
                w={160}
              />
            );
          })}
        </Group>
      </Stack>
      <Group gap="md" align="flex-start" wrap="wrap">
        <ColourField
          w={200}
          label={t("sites.menu.textColor")}
          value={menu.textColor}
          onChange={(textColor) => setMenu({ textColor })}
          error={issues["settings.globalMenu.textColor"]}
          disabled={readOnly}
        />
        <ColourField
          w={200}
          label={t("sites.menu.backgroundColor")}
          value={menu.backgroundColor}
          onChange={(backgroundColor) => setMenu({ backgroundColor })}
          error={issues["settings.globalMenu.backgroundColor"]}
          disabled={readOnly}
        />
        <NumberField
          label={t("sites.menu.fontSize")}
          suffix=" px"
          min={1}
          max={100}
          value={menu.fontSize}
          onChange={(value) => setMenu({ fontSize: Number(value) || 0 })}
          error={issues["settings.globalMenu.fontSize"]}
          disabled={readOnly}
          w={140}
        />
        <NumberField
          label={t("sites.menu.width")}
          description={t("sites.menu.widthHint")}
          suffix=" px"
          min={0}
          value={menu.width ?? ""}
          onChange={(value) => setMenu({ width: value === "" ? null : Number(value) })}
          error={issues["settings.globalMenu.width"]}
          disabled={readOnly}
          w={160}
        />
      </Group>
    </Stack>
  );
}
