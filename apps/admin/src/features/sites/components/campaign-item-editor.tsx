import {
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { type BuilderCampaign, buttonTypes, type LinkType, linkTypes } from "@mekuri/domain";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { CampaignItem, ItemList } from "./campaign-items";
import { ColourField } from "./colour-field";
import { ImageUpload } from "./image-upload";

interface ItemEditorProps {
  siteId: string;
  list: ItemList;
  item: CampaignItem;
  issue: (key: string) => string | undefined;
  readOnly: boolean;
  onChange: (patch: Partial<CampaignItem>) => void;
  onRemove: () => void;
}

type CampaignButton = BuilderCampaign["buttons"][number];

/** What a selected campaign item shows, where it sits and where it leads. */
export function CampaignItemEditor({
  siteId,
  list,
  item,
  issue,
  readOnly,
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
  const destination = item.linkType as LinkType;
  const needsDestination =
    destination === "EXTERNAL" || destination === "CREATIVE_BLOCK" || destination === "SCRIPT";

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
        {list === "banners" && "mediaUrl" in item ? (
          <>
            <ImageUpload
              siteId={siteId}
              purpose="campaign"
              label={t("sites.campaign.item.media")}
              value={item.mediaUrl || null}
              accept="image/png,image/jpeg,image/heic,video/mp4,video/quicktime"
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
          <ButtonFields item={item} issue={issue} readOnly={readOnly} onChange={onChange} />
        ) : null}
        <Group gap="sm" align="flex-start" wrap="wrap">
          <Select
            label={t("sites.links.type")}
            data={linkTypes.map((value) => ({ value, label: t(`sites.links.types.${value}`) }))}
            value={item.linkType}
            allowDeselect={false}
            onChange={(value) => value && onChange({ linkType: value as LinkType, linkDestinationUrl: "" })}
            disabled={readOnly}
            w={200}
          />
          {needsDestination ? (
            <TextInput
              label={t(
                destination === "EXTERNAL"
                  ? "sites.links.url"
                  : destination === "CREATIVE_BLOCK"
                    ? "sites.links.pageNumber"
                    : "sites.links.script",
              )}
              value={item.linkDestinationUrl}
              onChange={(event) => onChange({ linkDestinationUrl: event.currentTarget.value })}
              error={issue("linkDestinationUrl")}
              disabled={readOnly}
              style={{ flex: 1, minWidth: 200 }}
            />
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

function ButtonFields({
  item,
  issue,
  readOnly,
  onChange,
}: {
  item: CampaignButton;
  issue: (key: string) => string | undefined;
  readOnly: boolean;
  onChange: (patch: Partial<CampaignButton>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SegmentedControl
        size="xs"
        data={buttonTypes.map((value) => ({ value, label: t(`sites.campaign.buttonTypes.${value}`) }))}
        value={item.buttonType}
        onChange={(value) => onChange({ buttonType: value as CampaignButton["buttonType"] })}
        disabled={readOnly}
      />
      {item.buttonType === "HTML_CSS" ? (
        <Textarea
          label={t("sites.campaign.item.html")}
          autosize
          minRows={3}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          value={item.buttonContentHtml}
          onChange={(event) => onChange({ buttonContentHtml: event.currentTarget.value })}
          error={issue("buttonContentHtml")}
          disabled={readOnly}
        />
      ) : (
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            label={t("sites.campaign.item.text")}
            maxLength={50}
            value={item.buttonText}
            onChange={(event) => onChange({ buttonText: event.currentTarget.value })}
            error={issue("buttonText")}
            disabled={readOnly}
            w={220}
          />
          <NumberInput
            label={t("sites.campaign.item.textSize")}
            min={1}
            max={200}
            value={item.textSize}
            onChange={(value) => onChange({ textSize: Number(value) || 0 })}
            error={issue("textSize")}
            disabled={readOnly}
            w={110}
          />
          <ColourField
            label={t("sites.campaign.item.buttonColor")}
            value={item.buttonColor}
            onChange={(buttonColor) => onChange({ buttonColor })}
            error={issue("buttonColor")}
            disabled={readOnly}
            w={170}
          />
          <ColourField
            label={t("sites.campaign.item.buttonTextColor")}
            value={item.buttonTextColor}
            onChange={(buttonTextColor) => onChange({ buttonTextColor })}
            error={issue("buttonTextColor")}
            disabled={readOnly}
            w={170}
          />
        </Group>
      )}
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          label={t("sites.campaign.item.microcopy")}
          maxLength={50}
          value={item.microcopyText}
          onChange={(event) => onChange({ microcopyText: event.currentTarget.value })}
          error={issue("microcopyText")}
          disabled={readOnly}
          w={260}
        />
        <ColourField
          label={t("sites.campaign.item.microcopyColor")}
          value={item.microcopyTextColor}
          onChange={(microcopyTextColor) => onChange({ microcopyTextColor })}
          error={issue("microcopyTextColor")}
          disabled={readOnly}
          w={170}
        />
      </Group>
    </Stack>
  );
}
