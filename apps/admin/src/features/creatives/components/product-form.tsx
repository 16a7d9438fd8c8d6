import {
  ColorInput,
  FileButton,
  Group,
  Image,
  Button as MantineButton,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { canvasSize, clampPoint, internalLinkTypes, type Product } from "@mekuri/domain";
import { IconPhotoUp, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { imageSrc } from "../lib/document";
import { imageAccept } from "../lib/file-rules";
import { swatches } from "./detail-form";

interface ProductFormProps {
  product: Product;
  onChange: (next: Product) => void;
  onRemove: () => void;
  onUploadImage: (file: File) => void;
  uploading: boolean;
  errors: Record<string, string>;
  readOnly?: boolean;
}

const externalKind = "external";

/** admin.md §3 Creative detail, Products: a hotspot on the page opening the product's card. */
export function ProductForm({
  product,
  onChange,
  onRemove,
  onUploadImage,
  uploading,
  errors,
  readOnly,
}: ProductFormProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<Product>) => onChange({ ...product, ...patch });
  const linkKind = product.isInternalLink
    ? (internalLinkTypes.find((kind) => kind === product.linkButtonUrl) ?? "contact")
    : externalKind;
  const colour = (
    key: "linkButtonColor" | "linkTextColor" | "textColor" | "backgroundColor",
    label: string,
  ) => (
    <ColorInput
      label={label}
      value={product[key]}
      swatches={swatches}
      format="hex"
      error={errors[key]}
      disabled={readOnly}
      onChange={(value) => set({ [key]: value })}
    />
  );
  const thumbnail = imageSrc(product.image, 200);

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-start" wrap="nowrap">
        <Image
          src={thumbnail}
          w={88}
          h={88}
          radius="md"
          fit="cover"
          fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='88' height='88'%3E%3Crect width='88' height='88' fill='%23f1f3f5'/%3E%3C/svg%3E"
          alt={product.productName}
        />
        <Stack gap={6}>
          <FileButton
            onChange={(file) => file && onUploadImage(file)}
            accept={imageAccept}
            disabled={readOnly}
          >
            {(props) => (
              <MantineButton
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconPhotoUp size={14} aria-hidden />}
                loading={uploading}
              >
                {product.image ? t("creatives.product.replaceImage") : t("creatives.product.uploadImage")}
              </MantineButton>
            )}
          </FileButton>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t("creatives.product.name")}
          value={product.productName}
          maxLength={50}
          error={errors.productName}
          disabled={readOnly}
          onChange={(event) => set({ productName: event.currentTarget.value })}
        />
        <TextInput
          label={t("creatives.product.price")}
          value={product.price}
          maxLength={20}
          error={errors.price}
          disabled={readOnly}
          onChange={(event) => set({ price: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Textarea
        label={t("creatives.product.description")}
        value={product.description}
        rows={2}
        resize="vertical"
        maxLength={120}
        error={errors.description}
        disabled={readOnly}
        onChange={(event) => set({ description: event.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t("creatives.product.buttonText")}
          description={t("creatives.product.buttonHint")}
          value={product.linkButtonText}
          maxLength={50}
          error={errors.linkButtonText}
          disabled={readOnly}
          onChange={(event) => set({ linkButtonText: event.currentTarget.value })}
        />
        <Select
          label={t("creatives.detail.linkKind")}
          data={[
            ...internalLinkTypes.map((kind) => ({
              value: kind,
              label: t(`creatives.detail.internal.${kind}`),
            })),
            { value: externalKind, label: t("creatives.detail.internal.external") },
          ]}
          value={linkKind}
          allowDeselect={false}
          disabled={readOnly}
          onChange={(next) =>
            next === externalKind
              ? set({ isInternalLink: false, linkButtonUrl: "" })
              : set({ isInternalLink: true, linkButtonUrl: next ?? "contact" })
          }
        />
      </SimpleGrid>
      {product.isInternalLink ? null : (
        <TextInput
          label={t("creatives.link.url")}
          placeholder="https://"
          value={product.linkButtonUrl}
          maxLength={256}
          error={errors.linkButtonUrl}
          disabled={readOnly}
          onChange={(event) => set({ linkButtonUrl: event.currentTarget.value })}
        />
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {colour("linkButtonColor", t("creatives.product.buttonColor"))}
        {colour("linkTextColor", t("creatives.product.buttonTextColor"))}
        {colour("backgroundColor", t("creatives.product.backgroundColor"))}
        {colour("textColor", t("creatives.product.textColor"))}
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label={t("creatives.product.x")}
          value={product.coordinateX}
          min={0}
          max={canvasSize.width}
          allowDecimal={false}
          suffix=" px"
          disabled={readOnly}
          onChange={(value) =>
            typeof value === "number" && set({ coordinateX: clampPoint({ x: value, y: 0 }).x })
          }
        />
        <NumberInput
          label={t("creatives.product.y")}
          value={product.coordinateY}
          min={0}
          max={canvasSize.height}
          allowDecimal={false}
          suffix=" px"
          disabled={readOnly}
          onChange={(value) =>
            typeof value === "number" && set({ coordinateY: clampPoint({ x: 0, y: value }).y })
          }
        />
      </SimpleGrid>
      {readOnly ? null : (
        <Group justify="flex-end">
          <MantineButton
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onRemove}
          >
            {t("creatives.product.remove")}
          </MantineButton>
        </Group>
      )}
    </Stack>
  );
}
