import { Box, SimpleGrid, Stack, Text } from "@mantine/core";
import { brandingColours, colourToRgb, readsOnCard, type SiteSettings } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { ColourField } from "@/components/colour-field";
import { ImageUpload } from "./image-upload";
import { useSiteForm } from "./site-form-context";

type Branding = SiteSettings["branding"];

/**
 * admin.md §3 "custom site branding": the logo and colours of the site's register, login, contact,
 * form, survey and completion pages (decision 026). Empty fields fall back to the site's own.
 */
export function BrandingSettings() {
  const { t } = useTranslation();
  const { site, update, readOnly, issues } = useSiteForm();
  const branding = site.settings.branding;
  const set = (patch: Partial<Branding>) =>
    update((current) => ({
      ...current,
      settings: { ...current.settings, branding: { ...current.settings.branding, ...patch } },
    }));
  const colour = (value: string) => (value.trim() === "" ? null : value);
  const shown = brandingColours(site.settings);
  const mainSet = branding.mainColor !== null && colourToRgb(branding.mainColor) !== null;
  const textSet = branding.textColor !== null && colourToRgb(branding.textColor) !== null;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("sites.branding.intro")}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <ImageUpload
          siteId={site.id}
          purpose="logo"
          label={t("sites.branding.logo")}
          hint={t("sites.branding.logoHint")}
          value={branding.logoUrl}
          accept="image/png,image/jpeg"
          disabled={readOnly}
          onUploaded={(asset) => set({ logoUrl: asset.media?.image?.src ?? asset.url })}
          onRemove={() => set({ logoUrl: null })}
        />
        <Stack gap="sm">
          <ColourField
            label={t("sites.branding.mainColor")}
            description={t("sites.branding.mainColorHint")}
            placeholder={site.settings.globalMenu.backgroundColor}
            value={branding.mainColor ?? ""}
            onChange={(value) => set({ mainColor: colour(value) })}
            error={issues["settings.branding.mainColor"]}
            disabled={readOnly}
            w="100%"
          />
          {mainSet && shown.onMain !== "#FFFFFF" ? (
            <Text size="xs" c="dimmed">
              {t("sites.branding.blackButtonText")}
            </Text>
          ) : null}
          <ColourField
            label={t("sites.branding.textColor")}
            description={t("sites.branding.textColorHint")}
            placeholder={shown.text}
            value={branding.textColor ?? ""}
            onChange={(value) => set({ textColor: colour(value) })}
            error={issues["settings.branding.textColor"]}
            disabled={readOnly}
            w="100%"
          />
          {textSet && !readsOnCard(branding.textColor!) ? (
            <Text size="xs" c="orange.8">
              {t("sites.branding.unreadableText")}
            </Text>
          ) : null}
          {/* The buttons as the pages draw them, with the text colour the contrast rule picks. */}
          <Box
            aria-hidden
            w="fit-content"
            px="lg"
            py={8}
            style={{ borderRadius: 999, background: shown.main, color: shown.onMain, fontWeight: 700 }}
          >
            {t("sites.branding.sample")}
          </Box>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
