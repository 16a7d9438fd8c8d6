import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "@/components/confirm-delete-modal";

/** A button, product or link area about to be deleted, with its number in its list (1-based). */
export interface RemovableItem {
  kind: "button" | "product" | "link";
  id: string;
  n: number;
}

const texts = {
  button: {
    name: "creatives.button.n",
    title: "creatives.button.removeTitle",
    confirm: "creatives.button.remove",
  },
  product: {
    name: "creatives.product.n",
    title: "creatives.product.removeTitle",
    confirm: "creatives.product.remove",
  },
  link: {
    name: "creatives.linkArea.n",
    title: "creatives.linkArea.removeTitle",
    confirm: "creatives.linkArea.remove",
  },
} as const;

/** admin.md §4 Builder rules: deleting an item of the page asks first; cancel keeps it. */
export function ConfirmRemoveItem({
  target,
  onConfirm,
  onClose,
}: {
  target: RemovableItem | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const words = target ? texts[target.kind] : null;
  return (
    <ConfirmDeleteModal
      opened={target !== null}
      title={words ? t(words.title) : ""}
      message={
        words && target ? t("creatives.editor.removeBody", { name: t(words.name, { n: target.n }) }) : ""
      }
      confirmLabel={words ? t(words.confirm) : ""}
      loading={false}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
