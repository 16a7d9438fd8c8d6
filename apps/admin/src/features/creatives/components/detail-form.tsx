import {
  Divider,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  canvasSize,
  type PageControlPlaces,
  type PageDetail,
  type Point,
  pageControlSize,
} from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { ColourField } from "@/components/colour-field";
import { ContrastWarning } from "@/components/contrast-warning";
import { ExternalUrlInput } from "@/components/link-fields";
import { LinkKindSelect } from "./link-kind-fields";

interface DetailFormProps {
  detail: PageDetail;
  onChange: (patch: Partial<PageDetail>) => void;
  membersOnlyLock: boolean;
  onLockChange: (locked: boolean) => void;
  errors: Record<string, string>;
  /** Where the viewer draws the speaker and album buttons (old pages: the defaults). */
  controls: PageControlPlaces;
  onControlChange: (control: keyof PageControlPlaces, point: Point) => void;
  readOnly?: boolean;
}

const controlLabels = {
  speaker: { x: "creatives.detail.speakerX", y: "creatives.detail.speakerY" },
  album: { x: "creatives.detail.albumX", y: "creatives.detail.albumY" },
} as const;

/** admin.md §3 Creative detail: the page's texts, colours, toggles and its link button, per language. */
export function DetailForm({
  detail,
  onChange,
  membersOnlyLock,
  onLockChange,
  errors,
  controls,
  onControlChange,
  readOnly,
}: DetailFormProps) {
  const { t } = useTranslation();
  const colour = (key: keyof PageDetail, label: string) => (
    <ColourField
      label={label}
      value={String(detail[key])}
      onChange={(value) => onChange({ [key]: value })}
      error={errors[key]}
      disabled={readOnly}
    />
  );

  return (
    <Stack gap="md">
      <Title order={5}>{t("creatives.detail.texts")}</Title>
      <TextInput
        label={t("creatives.detail.imageAlt")}
        description={t("creatives.detail.imageAltHint")}
        value={detail.imageAlt}
        error={errors.imageAlt}
        disabled={readOnly}
        onChange={(event) => onChange({ imageAlt: event.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Textarea
          label={t("creatives.detail.mainText")}
          value={detail.mainText}
          rows={2}
          resize="vertical"
          error={errors.mainText}
          disabled={readOnly}
          onChange={(event) => onChange({ mainText: event.currentTarget.value })}
        />
        {colour("mainTextColor", t("creatives.detail.mainTextColor"))}
        <TextInput
          label={t("creatives.detail.price")}
          description={t("creatives.detail.priceHint")}
          value={detail.price}
          error={errors.price}
          disabled={readOnly}
          onChange={(event) => onChange({ price: event.currentTarget.value })}
        />
        {colour("priceTextColor", t("creatives.detail.priceTextColor"))}
      </SimpleGrid>

      <Divider />
      <Title order={5}>{t("creatives.detail.linkButton")}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t("creatives.detail.linkButtonText")}
          value={detail.linkButtonText}
          error={errors.linkButtonText}
          disabled={readOnly}
          onChange={(event) => onChange({ linkButtonText: event.currentTarget.value })}
        />
        <LinkKindSelect
          value={{ isInternalLink: detail.isInternalLink, destination: detail.linkDestinationUrl }}
          disabled={readOnly}
          onChange={(link) =>
            onChange({ isInternalLink: link.isInternalLink, linkDestinationUrl: link.destination })
          }
        />
        {detail.isInternalLink ? null : (
          <ExternalUrlInput
            value={detail.linkDestinationUrl}
            error={errors.linkDestinationUrl}
            disabled={readOnly}
            onChange={(value) => onChange({ linkDestinationUrl: value })}
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {colour("linkButtonColor", t("creatives.detail.linkButtonColor"))}
        {colour("linkTextColor", t("creatives.detail.linkTextColor"))}
      </SimpleGrid>
      <ContrastWarning text={detail.linkTextColor} background={detail.linkButtonColor} />

      <Divider />
      <Title order={5}>{t("creatives.detail.display")}</Title>
      <Group gap="xl">
        <Switch
          label={t("creatives.detail.snsConfig")}
          checked={detail.snsConfig}
          disabled={readOnly}
          onChange={(event) => onChange({ snsConfig: event.currentTarget.checked })}
        />
        <Switch
          label={t("creatives.detail.showCompany")}
          checked={detail.showCompany}
          disabled={readOnly}
          onChange={(event) => onChange({ showCompany: event.currentTarget.checked })}
        />
        <Switch
          label={t("creatives.detail.membersOnlyLock")}
          description={t("creatives.detail.membersOnlyLockHint")}
          checked={membersOnlyLock}
          disabled={readOnly}
          onChange={(event) => onLockChange(event.currentTarget.checked)}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {colour("hoverArrowColor", t("creatives.detail.hoverArrowColor"))}
        <NumberInput
          label={t("creatives.detail.arrowFadeInterval")}
          suffix={t("creatives.detail.secondsSuffix")}
          value={detail.arrowFadeInterval}
          min={0}
          max={3600}
          error={errors.arrowFadeInterval}
          disabled={readOnly}
          onChange={(value) => onChange({ arrowFadeInterval: typeof value === "number" ? value : 0 })}
        />
        <NumberInput
          label={t("creatives.detail.sliderTime")}
          description={t("creatives.detail.sliderTimeHint")}
          suffix={t("creatives.detail.secondsSuffix")}
          value={detail.sliderTime}
          min={0}
          max={3600}
          error={errors.sliderTime}
          disabled={readOnly}
          onChange={(value) => onChange({ sliderTime: typeof value === "number" ? value : 0 })}
        />
      </SimpleGrid>

      <Divider />
      <Title order={5}>{t("creatives.detail.controls")}</Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {(["speaker", "album"] as const).flatMap((control) =>
          (["x", "y"] as const).map((axis) => (
            <NumberInput
              key={`${control}-${axis}`}
              label={t(controlLabels[control][axis])}
              value={controls[control][axis]}
              min={0}
              max={(axis === "x" ? canvasSize.width : canvasSize.height) - pageControlSize}
              allowDecimal={false}
              disabled={readOnly}
              onChange={(value) => {
                if (typeof value === "number")
                  onControlChange(control, { ...controls[control], [axis]: value });
              }}
            />
          )),
        )}
      </SimpleGrid>
    </Stack>
  );
}
