import { Group, Image, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { canvasSize, clampPoint, type Product } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { ColourField } from "@/components/colour-field";
import { ContrastWarning } from "@/components/contrast-warning";
import { ExternalUrlInput } from "@/components/link-fields";
import { imageSrc } from "../lib/document";
import { ImageUploadButton } from "./image-upload-button";
import { LinkKindSelect } from "./link-kind-fields";
import { RemoveItemButton } from "./remove-item-button";

interface ProductFormProps {
  product: Product;
  onChange: (next: Product) => void;
  onRemove: () => void;
  onUploadImage: (file: File) => void;
  uploading: boolean;
  errors: Record<string, string>;
  readOnly?: boolean;
}

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
  const colour = (
    key: "linkButtonColor" | "linkTextColor" | "textColor" | "backgroundColor",
    label: string,
  ) => (
    <ColourField
      label={label}
      value={product[key]}
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
          <ImageUploadButton
            label={product.image ? t("creatives.product.replaceImage") : t("creatives.product.uploadImage")}
            size="xs"
            uploading={uploading}
            disabled={readOnly}
            onUpload={onUploadImage}
          />
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t("creatives.product.name")}
          value={product.productName}
          error={errors.productName}
          disabled={readOnly}
          onChange={(event) => set({ productName: event.currentTarget.value })}
        />
        <TextInput
          label={t("creatives.product.price")}
          value={product.price}
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
        error={errors.description}
        disabled={readOnly}
        onChange={(event) => set({ description: event.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t("creatives.product.buttonText")}
          description={t("creatives.product.buttonHint")}
          value={product.linkButtonText}
          error={errors.linkButtonText}
          disabled={readOnly}
          onChange={(event) => set({ linkButtonText: event.currentTarget.value })}
        />
        <LinkKindSelect
          value={{ isInternalLink: product.isInternalLink, destination: product.linkButtonUrl }}
          disabled={readOnly}
          onChange={(link) => set({ isInternalLink: link.isInternalLink, linkButtonUrl: link.destination })}
        />
      </SimpleGrid>
      {product.isInternalLink ? null : (
        <ExternalUrlInput
          value={product.linkButtonUrl}
          error={errors.linkButtonUrl}
          disabled={readOnly}
          onChange={(value) => set({ linkButtonUrl: value })}
        />
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {colour("linkButtonColor", t("creatives.product.buttonColor"))}
        {colour("linkTextColor", t("creatives.product.buttonTextColor"))}
        {colour("backgroundColor", t("creatives.product.backgroundColor"))}
        {colour("textColor", t("creatives.product.textColor"))}
      </SimpleGrid>
      <ContrastWarning text={product.linkTextColor} background={product.linkButtonColor} />
      <ContrastWarning text={product.textColor} background={product.backgroundColor} />
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
      <RemoveItemButton label={t("creatives.product.remove")} onRemove={onRemove} readOnly={readOnly} />
    </Stack>
  );
}
