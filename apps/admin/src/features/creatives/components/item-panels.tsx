import { builderButton, builderLinkArea, builderProduct } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import type { CellEditing } from "../lib/cell-editing";
import { buttonsOf, linksOf, pageAt, productsOf } from "../lib/document";
import { fieldErrors } from "../lib/field-errors";
import { ButtonForm } from "./button-form";
import { ItemList } from "./item-list";
import { LinkAreaForm } from "./link-area-form";
import { ProductForm } from "./product-form";

interface ItemPanelProps {
  editing: CellEditing;
  /** The item open in the list, the one selected on the canvas. */
  openId: string | null;
  onOpen: (id: string | null) => void;
  onAdd: () => void;
  onRemove: (id: string) => void;
}

/** Replaces the item with the same id. */
const replace =
  <T extends { id: string }>(next: T) =>
  (list: T[]) =>
    list.map((item) => (item.id === next.id ? next : item));

/** The buttons tab: one form per button of the page in this language. */
export function ButtonsPanel({ editing, openId, onOpen, onAdd, onRemove }: ItemPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { site, cell, lang, uploads, actions, readOnly } = editing;
  return (
    <ItemList
      empty={t("creatives.editor.noButtons")}
      addLabel={t("creatives.editor.addButton")}
      onAdd={readOnly ? undefined : onAdd}
      value={openId}
      onChange={onOpen}
      items={buttonsOf(pageAt(site, cell), lang).map((button, index) => ({
        id: button.id,
        label: t("creatives.button.n", { n: index + 1 }),
        detail: button.buttonText || t(`creatives.button.types.${button.buttonType}`),
        content: (
          <ButtonForm
            siteId={site.id}
            button={button}
            errors={fieldErrors(builderButton, button, locale)}
            onChange={(next) => actions.changeButtons(replace(next))}
            onRemove={() => onRemove(button.id)}
            onUploadImage={(file) => void actions.uploadItemImage("button", button.id, file)}
            uploading={uploads.progress[`button-${button.id}`] !== undefined}
            readOnly={readOnly}
          />
        ),
      }))}
    />
  );
}

/** The products tab: one form per product point of the page in this language. */
export function ProductsPanel({ editing, openId, onOpen, onAdd, onRemove }: ItemPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { site, cell, lang, uploads, actions, readOnly } = editing;
  return (
    <ItemList
      empty={t("creatives.editor.noProducts")}
      addLabel={t("creatives.editor.addProduct")}
      onAdd={readOnly ? undefined : onAdd}
      value={openId}
      onChange={onOpen}
      items={productsOf(pageAt(site, cell), lang).map((product, index) => ({
        id: product.id,
        label: t("creatives.product.n", { n: index + 1 }),
        detail: product.productName,
        content: (
          <ProductForm
            product={product}
            errors={fieldErrors(builderProduct, product, locale)}
            onChange={(next) => actions.changeProducts(replace(next))}
            onRemove={() => onRemove(product.id)}
            onUploadImage={(file) => void actions.uploadItemImage("product", product.id, file)}
            uploading={uploads.progress[`product-${product.id}`] !== undefined}
            readOnly={readOnly}
          />
        ),
      }))}
    />
  );
}

/** The link areas tab: "add" starts drawing one on the canvas. */
export function LinksPanel({ editing, openId, onOpen, onAdd, onRemove }: ItemPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { site, cell, lang, actions, readOnly } = editing;
  return (
    <ItemList
      empty={t("creatives.editor.noLinks")}
      addLabel={t("creatives.editor.drawLink")}
      onAdd={readOnly ? undefined : onAdd}
      value={openId}
      onChange={onOpen}
      items={linksOf(pageAt(site, cell), lang).map((link, index) => ({
        id: link.id,
        label: t("creatives.linkArea.n", { n: index + 1 }),
        detail: t(`creatives.link.kinds.${link.linkType}`),
        content: (
          <LinkAreaForm
            siteId={site.id}
            link={link}
            errors={fieldErrors(builderLinkArea, link, locale)}
            onChange={(next) => actions.changeLinks(replace(next))}
            onRemove={() => onRemove(link.id)}
            readOnly={readOnly}
          />
        ),
      }))}
    />
  );
}
