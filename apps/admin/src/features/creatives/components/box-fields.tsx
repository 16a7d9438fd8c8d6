import { NumberInput, SimpleGrid } from "@mantine/core";
import { type Box, canvasSize, clampToContainer, roundBox } from "@mekuri/domain";
import { useTranslation } from "react-i18next";

/** Position and size typed in, clamped into the page the same way a drag is. */
export function BoxFields({
  box,
  onChange,
  disabled,
}: {
  box: Box;
  onChange: (box: Box) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const set = (key: keyof Box, value: number | string) => {
    if (typeof value !== "number" || !Number.isFinite(value)) return;
    onChange(roundBox(clampToContainer({ ...box, [key]: value }, canvasSize)));
  };
  const field = (key: keyof Box, max: number) => (
    <NumberInput
      label={t(`creatives.box.${key}`)}
      value={box[key]}
      min={key === "width" || key === "height" ? 1 : 0}
      max={max}
      allowDecimal={false}
      suffix=" px"
      disabled={disabled}
      onChange={(value) => set(key, value)}
    />
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {field("left", canvasSize.width)}
      {field("top", canvasSize.height)}
      {field("width", canvasSize.width)}
      {field("height", canvasSize.height)}
    </SimpleGrid>
  );
}
