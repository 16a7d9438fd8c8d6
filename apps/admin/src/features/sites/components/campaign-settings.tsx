import {
  Button,
  Divider,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { acceptOf, type BuilderCampaign, campaignPositions, type SiteLanguage } from "@mekuri/domain";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ColourField } from "@/components/colour-field";
import { DateTimeField } from "@/components/date-time-field";
import { useCampaignClicks } from "../api/get-campaign-clicks";
import { defaultCampaign } from "../lib/defaults";
import { SectionCard } from "./basic-settings";
import { CampaignItemEditor } from "./campaign-item-editor";
import {
  type CampaignItem,
  type ItemList,
  newBanner,
  newButton,
  newLink,
  nextZIndex,
  restack,
} from "./campaign-items";
import { CampaignSurface } from "./campaign-surface";
import { ImageUpload } from "./image-upload";
import { LanguageTabs } from "./language-tabs";
import { PagePicker } from "./page-picker";
import { useSiteForm } from "./site-form-context";

const makers = { banners: newBanner, buttons: newButton, links: newLink } as const;

/**
 * admin.md §3 Campaign: name and background image per language, dates, pages, layout, background
 * colour and the items on the side panels.
 */
export function CampaignSettings() {
  const { t } = useTranslation();
  const { site, update, readOnly, issues } = useSiteForm();
  const [selected, setSelected] = useState<string | null>(null);
  const campaign = site.campaign;
  const issue = (key: string) => issues[`campaign.${key}`];
  const set = (patch: Partial<BuilderCampaign>) =>
    update((current) => ({
      ...current,
      campaign: { ...(current.campaign ?? defaultCampaign(current.numberVertical)), ...patch },
    }));
  const patchItem = (list: ItemList, id: string, patch: Partial<CampaignItem>) =>
    update((current) =>
      current.campaign
        ? {
            ...current,
            campaign: {
              ...current.campaign,
              [list]: (current.campaign[list] as CampaignItem[]).map((item) =>
                item.id === id ? { ...item, ...patch } : item,
              ),
            },
          }
        : current,
    );
  const setBackground = (lang: SiteLanguage, url: string | null) =>
    update((current) => {
      if (!current.campaign) return current;
      // Removing a language's picture leaves it to the default language's, so the key goes.
      const { [lang]: _removed, ...others } = current.campaign.backgrounds;
      const backgrounds = url ? { ...others, [lang]: url } : others;
      return { ...current, campaign: { ...current.campaign, backgrounds } };
    });
  // A campaign never saved has no counts yet.
  const counting = Boolean(campaign?.isOnClickCount && campaign.id);
  const clicks = useCampaignClicks(site.id, counting);
  const lists: ItemList[] = ["banners", "buttons", "links"];
  const restackBy = (id: string, step: 1 | -1) =>
    campaign && restack(campaign, id, step)
      ? () =>
          update((current) => {
            const restacked = current.campaign && restack(current.campaign, id, step);
            return restacked && current.campaign
              ? { ...current, campaign: { ...current.campaign, ...restacked } }
              : current;
          })
      : undefined;
  const found = campaign
    ? lists
        .flatMap((list) => (campaign[list] as CampaignItem[]).map((item, index) => ({ list, item, index })))
        .find(({ item }) => item.id === selected)
    : undefined;

  return (
    <SectionCard title={t("sites.tabs.campaign")}>
      <Stack gap="md">
        <Switch
          label={t("sites.campaign.enable")}
          description={t("sites.campaign.enableHint")}
          checked={campaign !== null}
          disabled={readOnly}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            update((current) => ({
              ...current,
              campaign: on ? defaultCampaign(current.numberVertical) : null,
            }));
          }}
        />
        {campaign ? (
          <>
            <LanguageTabs issuePrefix={(lang) => [`campaign.names.${lang}`, `campaign.backgrounds.${lang}`]}>
              {(lang) => (
                <Stack gap="sm">
                  <TextInput
                    label={t("sites.campaign.name")}
                    value={campaign.names[lang] ?? ""}
                    onChange={(event) => {
                      const name = event.currentTarget.value;
                      set({ names: { ...campaign.names, [lang]: name } });
                    }}
                    error={issue(`names.${lang}`)}
                    disabled={readOnly}
                    w={240}
                  />
                  <ImageUpload
                    siteId={site.id}
                    purpose="campaign"
                    label={t("sites.campaign.backgroundImage")}
                    hint={lang === site.defaultLanguage ? undefined : t("sites.campaign.backgroundImageHint")}
                    value={campaign.backgrounds[lang] || null}
                    accept={acceptOf("image")}
                    disabled={readOnly}
                    onUploaded={(asset) => setBackground(lang, asset.url)}
                    onRemove={() => setBackground(lang, null)}
                  />
                </Stack>
              )}
            </LanguageTabs>
            <Group gap="md" align="flex-start" wrap="wrap">
              <DateTimeField
                label={t("sites.campaign.startDate")}
                value={campaign.startDate}
                onChange={(startDate) => set({ startDate })}
                error={issue("startDate")}
                disabled={readOnly}
              />
              <DateTimeField
                label={t("sites.campaign.endDate")}
                value={campaign.endDate}
                onChange={(endDate) => set({ endDate })}
                error={issue("endDate")}
                disabled={readOnly}
              />
            </Group>
            <PagePicker
              label={t("sites.campaign.effectivePages")}
              rows={site.numberVertical}
              value={campaign.effectivePages}
              onChange={(effectivePages) => set({ effectivePages })}
              error={issue("effectivePages")}
              disabled={readOnly}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t("sites.campaign.positionLp")}
              </Text>
              <SegmentedControl
                data={campaignPositions.map((value) => ({
                  value,
                  label: t(`sites.campaign.positions.${value}`),
                }))}
                value={campaign.positionLp}
                onChange={(value) => set({ positionLp: value as BuilderCampaign["positionLp"] })}
                disabled={readOnly}
                w={{ base: "100%", xs: 420 }}
              />
            </Stack>
            <Switch
              label={t("sites.campaign.isOnClickCount")}
              description={t("sites.campaign.isOnClickCountHint")}
              checked={campaign.isOnClickCount}
              onChange={(event) => set({ isOnClickCount: event.currentTarget.checked })}
              disabled={readOnly}
            />
            <Divider label={t("sites.campaign.background")} labelPosition="left" />
            <Group gap="md" align="flex-start" wrap="wrap">
              <ColourField
                w={200}
                label={t("sites.campaign.backgroundColor")}
                value={campaign.backgroundColor}
                onChange={(backgroundColor) => set({ backgroundColor })}
                error={issue("backgroundColor")}
                disabled={readOnly}
              />
              <NumberInput
                label={t("sites.campaign.backgroundOpacity")}
                suffix=" %"
                min={0}
                max={100}
                value={campaign.backgroundOpacity}
                onChange={(value) => set({ backgroundOpacity: Number(value) || 0 })}
                error={issue("backgroundOpacity")}
                disabled={readOnly}
                w={140}
              />
            </Group>
            <Divider label={t("sites.campaign.items")} labelPosition="left" />
            <Group gap="xs">
              {lists.map((list) => (
                <Button
                  key={list}
                  size="xs"
                  variant="default"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  disabled={readOnly}
                  onClick={() => {
                    const item = makers[list]("left", nextZIndex(campaign));
                    set({
                      [list]: [...(campaign[list] as CampaignItem[]), item],
                    } as Partial<BuilderCampaign>);
                    setSelected(item.id);
                  }}
                >
                  {t(`sites.campaign.add.${list}`)}
                </Button>
              ))}
            </Group>
            <Group align="flex-start" gap="lg" wrap="wrap">
              <CampaignSurface
                campaign={campaign}
                backgroundUrl={campaign.backgrounds[site.defaultLanguage]}
                selected={selected}
                readOnly={readOnly}
                onSelect={setSelected}
                onPlace={patchItem}
              />
              <div style={{ flex: 1, minWidth: 300 }}>
                {found ? (
                  <CampaignItemEditor
                    siteId={site.id}
                    list={found.list}
                    item={found.item}
                    issue={(key) => issue(`${found.list}.${found.index}.${key}`)}
                    readOnly={readOnly}
                    // Unknown until the counts arrive: no "0" for a count still loading or that failed.
                    clicks={
                      counting && clicks.isSuccess ? (clicks.data.clicks[found.item.id] ?? 0) : undefined
                    }
                    onRestack={{
                      forward: restackBy(found.item.id, 1),
                      backward: restackBy(found.item.id, -1),
                    }}
                    onChange={(patch) => patchItem(found.list, found.item.id, patch)}
                    onRemove={() => {
                      set({
                        [found.list]: (campaign[found.list] as CampaignItem[]).filter(
                          (item) => item.id !== found.item.id,
                        ),
                      } as Partial<BuilderCampaign>);
                      setSelected(null);
                    }}
                  />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t("sites.campaign.selectHint")}
                  </Text>
                )}
              </div>
            </Group>
          </>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
