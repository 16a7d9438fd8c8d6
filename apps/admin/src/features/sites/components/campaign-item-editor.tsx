import {
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { acceptOf } from "@mekuri/domain";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LinkFields } from "@/components/link-fields";
import { CampaignButtonFields } from "./campaign-button-fields";
import type { CampaignItem, ItemList } from "./campaign-items";
import { ImageUpload } from "./image-upload";

interface ItemEditorProps {
  siteId: string;
  list: ItemList;
  item: CampaignItem;
  issue: (key: string) => string | undefined;
  readOnly: boolean;
  /** Clicks counted on the item; undefined while the campaign does not count clicks or the counts are not known yet. */
  clicks: number | undefined;
  /** Moves the item one step up or down its panel's stacking order; undefined at that end. */
  onRestack: { forward?: () => void; backward?: () => void };
  onChange: (patch: Partial<CampaignItem>) => void;
  onRemove: () => void;
}

/** What a selected campaign item shows, where it sits and where it leads (admin.md §3 Campaign). */
export function CampaignItemEditor({
  siteId,
  list,
  item,
  issue,
  readOnly,
  clicks,
  onRestack,
  onChange,
  onRemove,
}: ItemEditorProps) {
  const { t } = useTranslation();
  const number = (key: "x" | "y" | "width" | "height" | "zIndex", min = 0) => (
    <NumberInput
      label={t(`sites.campaign.item.${key}`)}
      min={min}
      value={item[key]}
      onChange={(value) => onChange({ [key]: Number(value) || 0 })}
      error={issue(key)}
      disabled={readOnly}
    />
  );

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600} size="sm">
            {t(`sites.campaign.itemKinds.${list}`)}
          </Text>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onRemove}
            disabled={readOnly}
          >
            {t("sites.common.delete")}
          </Button>
        </Group>
        <SegmentedControl
          size="xs"
          data={(["left", "right"] as const).map((value) => ({
            value,
            label: t(`sites.campaign.sides.${value}`),
          }))}
          value={item.position}
          onChange={(value) => onChange({ position: value as "left" | "right" })}
          disabled={readOnly}
        />
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          {number("x", -10000)}
          {number("y", -10000)}
          {number("width")}
          {number("height")}
          {number("zIndex")}
        </SimpleGrid>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconArrowUp size={14} aria-hidden />}
            onClick={onRestack.forward}
            disabled={readOnly || !onRestack.forward}
          >
            {t("sites.campaign.item.bringForward")}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconArrowDown size={14} aria-hidden />}
            onClick={onRestack.backward}
            disabled={readOnly || !onRestack.backward}
          >
            {t("sites.campaign.item.sendBackward")}
          </Button>
          {clicks === undefined ? null : (
            <Text size="sm" ml="auto">
              {t("sites.campaign.item.clicks", { clicks })}
            </Text>
          )}
        </Group>
        {list === "banners" && "mediaUrl" in item ? (
          <>
            <ImageUpload
              siteId={siteId}
              purpose="campaign"
              label={t("sites.campaign.item.media")}
              value={item.mediaUrl || null}
              accept={acceptOf("media")}
              disabled={readOnly}
              onUploaded={(asset) => onChange({ mediaUrl: asset.url } as Partial<CampaignItem>)}
              onRemove={() => onChange({ mediaUrl: "" } as Partial<CampaignItem>)}
            />
            <Switch
              label={t("sites.campaign.item.lockRatio")}
              checked={item.lockRatio}
              onChange={(event) =>
                onChange({ lockRatio: event.currentTarget.checked } as Partial<CampaignItem>)
              }
              disabled={readOnly}
            />
          </>
        ) : null}
        {list === "buttons" && "buttonType" in item ? (
          <CampaignButtonFields
            siteId={siteId}
            item={item}
            issue={issue}
            readOnly={readOnly}
            onChange={onChange}
          />
        ) : null}
        <LinkFields
          siteId={siteId}
          value={{
            type: item.linkType,
            destination: item.linkType === "SURVEY" ? "" : item.linkDestinationUrl,
            surveyId: item.linkType === "SURVEY" ? item.linkDestinationUrl || null : null,
          }}
          error={issue("linkDestinationUrl")}
          disabled={readOnly}
          // Campaign items have no survey field of their own: the survey's id is their destination.
          onChange={(link) =>
            onChange({
              linkType: link.type,
              linkDestinationUrl: link.type === "SURVEY" ? (link.surveyId ?? "") : link.destination,
            })
          }
        />
      </Stack>
    </Card>
  );
}
