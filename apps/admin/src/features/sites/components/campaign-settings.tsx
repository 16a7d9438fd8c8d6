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
import { type BuilderCampaign, campaignPositions } from "@mekuri/domain";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { defaultCampaign } from "../lib/defaults";
import { SectionCard } from "./basic-settings";
import { CampaignItemEditor } from "./campaign-item-editor";
import { type CampaignItem, type ItemList, newBanner, newButton, newLink } from "./campaign-items";
import { CampaignSurface } from "./campaign-surface";
import { ColourField } from "./colour-field";
import { DateTimeField } from "./date-time-field";
import { ImageUpload } from "./image-upload";
import { PagePicker } from "./page-picker";
import { useSiteForm } from "./site-form-context";

const makers = { banners: newBanner, buttons: newButton, links: newLink } as const;

/** admin.md §3 Campaign: dates, pages, layout, background and the items on the side panels. */
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
  const lists: ItemList[] = ["banners", "buttons", "links"];
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
            <Group gap="sm" align="flex-start" wrap="wrap">
              {site.languages.map((lang) => (
                <TextInput
                  key={lang}
                  label={`${t("sites.campaign.name")} (${t(`languages.${lang}`)})`}
                  maxLength={50}
                  value={campaign.names[lang] ?? ""}
                  onChange={(event) => {
                    const name = event.currentTarget.value;
                    set({ names: { ...campaign.names, [lang]: name } });
                  }}
                  error={issue(`names.${lang}`)}
                  disabled={readOnly}
                  w={240}
                />
              ))}
            </Group>
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
            <ImageUpload
              siteId={site.id}
              purpose="campaign"
              label={t("sites.campaign.backgroundImage")}
              value={campaign.backgroundUrl || null}
              accept="image/png,image/jpeg,image/heic"
              disabled={readOnly}
              onUploaded={(asset) => set({ backgroundUrl: asset.url })}
              onRemove={() => set({ backgroundUrl: "" })}
            />
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
                    const item = makers[list]("left", (campaign[list] as CampaignItem[]).length + 1);
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
