import { Group, NumberInput, SegmentedControl, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { acceptedFormatNames, acceptOf, type BuilderCampaign, buttonTypes } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { ButtonAnimationField, ButtonShapeField, MicrocopyFields } from "@/components/button-style-fields";
import { ColourField } from "@/components/colour-field";
import { ContrastWarning } from "@/components/contrast-warning";
import { ImageUpload } from "./image-upload";

type CampaignButton = BuilderCampaign["buttons"][number];

interface CampaignButtonFieldsProps {
  siteId: string;
  item: CampaignButton;
  issue: (key: string) => string | undefined;
  readOnly: boolean;
  onChange: (patch: Partial<CampaignButton>) => void;
}

/** The same files a campaign banner takes: a button's media may be a picture or a looping video. */
const mediaAccept = acceptOf("media");

/**
 * A campaign button's type, face and look (admin.md §3 Campaign, Page content blocks and buttons),
 * with the shape, animation and microcopy controls of the page buttons.
 */
export function CampaignButtonFields({ siteId, item, issue, readOnly, onChange }: CampaignButtonFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SegmentedControl
        size="xs"
        data={buttonTypes.map((value) => ({ value, label: t(`sites.campaign.buttonTypes.${value}`) }))}
        value={item.buttonType}
        onChange={(value) => onChange({ buttonType: value as CampaignButton["buttonType"] })}
        disabled={readOnly}
      />
      {item.buttonType === "TEXT" ? (
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            label={t("sites.campaign.item.text")}
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
          <ContrastWarning text={item.buttonTextColor} background={item.buttonColor} />
        </Group>
      ) : null}
      {item.buttonType === "MEDIA" ? (
        <MediaFields siteId={siteId} item={item} readOnly={readOnly} onChange={onChange} />
      ) : null}
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
      ) : null}
      <Switch
        label={t("sites.campaign.item.lockRatio")}
        checked={item.lockAspectRatio}
        onChange={(event) => onChange({ lockAspectRatio: event.currentTarget.checked })}
        disabled={readOnly}
      />
      <ButtonShapeField
        value={item.buttonShape}
        disabled={readOnly}
        onChange={(buttonShape) => onChange({ buttonShape })}
      />
      <ButtonAnimationField
        id={item.id}
        value={item.buttonAnimation}
        disabled={readOnly}
        onChange={(buttonAnimation) => onChange({ buttonAnimation })}
      />
      {item.buttonType === "HTML_CSS" ? null : (
        <MicrocopyFields
          text={item.microcopyText}
          align={item.textAlign}
          colour={
            <ColourField
              label={t("creatives.button.microcopyColor")}
              value={item.microcopyTextColor}
              onChange={(microcopyTextColor) => onChange({ microcopyTextColor })}
              error={issue("microcopyTextColor")}
              disabled={readOnly}
              w="100%"
            />
          }
          error={issue("microcopyText")}
          disabled={readOnly}
          onChange={onChange}
        />
      )}
    </Stack>
  );
}

/**
 * The picture or video of a media button. The uploaded file says whether it is a video, and the
 * server's poster of a video becomes its thumbnail, which the creator may replace.
 */
function MediaFields({ siteId, item, readOnly, onChange }: Omit<CampaignButtonFieldsProps, "issue">) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <ImageUpload
        siteId={siteId}
        purpose="campaign"
        label={t("sites.campaign.item.buttonMedia")}
        hint={t("sites.campaign.item.buttonMediaHint", acceptedFormatNames)}
        value={item.buttonImageUrl || null}
        isVideo={item.isVideo}
        poster={item.thumbnailUrl || null}
        accept={mediaAccept}
        disabled={readOnly}
        onUploaded={(asset) => {
          const isVideo = asset.media?.type === "VIDEO";
          onChange({
            buttonImageUrl: asset.url,
            isVideo,
            thumbnailUrl: isVideo ? (asset.media?.poster?.src ?? "") : "",
          });
        }}
        onRemove={() => onChange({ buttonImageUrl: "", isVideo: false, thumbnailUrl: "" })}
      />
      {item.isVideo ? (
        <ImageUpload
          siteId={siteId}
          purpose="campaign"
          label={t("sites.campaign.item.thumbnail")}
          hint={t("sites.campaign.item.thumbnailHint")}
          value={item.thumbnailUrl || null}
          accept={acceptOf("image")}
          disabled={readOnly}
          onUploaded={(asset) => onChange({ thumbnailUrl: asset.url })}
          onRemove={() => onChange({ thumbnailUrl: "" })}
        />
      ) : null}
    </Stack>
  );
}
