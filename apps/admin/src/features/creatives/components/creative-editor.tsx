import { Card, Stack, Tabs } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type Box, pageControlPlaces, type SiteDocument, type SiteLanguage } from "@mekuri/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCellActions } from "../hooks/use-cell-actions";
import type { CreativeUploads } from "../hooks/use-creative-uploads";
import type { CellEditing } from "../lib/cell-editing";
import {
  buttonsOf,
  type Cell,
  cellCode,
  detailOf,
  linksOf,
  pageAt,
  productsOf,
  setDetail,
  setMedia,
} from "../lib/document";
import { CanvasToolbar } from "./canvas-toolbar";
import { ConfirmRemoveItem, type RemovableItem } from "./confirm-remove-item";
import { CopyDefaultLanguage, CreativeEditorHeader } from "./creative-editor-header";
import classes from "./creatives.module.css";
import { Count } from "./item-list";
import { ButtonsPanel, LinksPanel, ProductsPanel } from "./item-panels";
import { type CanvasSelection, PageCanvas } from "./page-canvas";
import { PagePanel } from "./page-panel";

interface CreativeEditorProps {
  site: SiteDocument;
  cell: Cell;
  apply: CellEditing["apply"];
  uploads: CreativeUploads;
  readOnly?: boolean;
}

type Panel = "page" | "buttons" | "products" | "links";
const panelOf: Record<CanvasSelection["kind"], Panel> = {
  button: "buttons",
  product: "products",
  link: "links",
  text: "page",
  speaker: "page",
  album: "page",
};

/** admin.md §2 per-creative settings: one cell's page on its canvas, with its settings per language. */
export function CreativeEditor({ site, cell, apply, uploads, readOnly }: CreativeEditorProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery("(max-width: 30em)");
  const [language, setLanguage] = useState<SiteLanguage>(site.defaultLanguage);
  const [panel, setPanel] = useState<Panel>("page");
  const [selection, setSelection] = useState<CanvasSelection | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [removing, setRemoving] = useState<RemovableItem | null>(null);
  const lang = site.languages.includes(language) ? language : site.defaultLanguage;
  const code = cellCode(cell);
  const page = pageAt(site, cell);
  const detail = detailOf(page, lang);
  const buttons = buttonsOf(page, lang);
  const products = productsOf(page, lang);
  const links = linksOf(page, lang);
  const hasOwnContent = Boolean(
    page?.details[lang] ||
      page?.buttons[lang]?.length ||
      page?.products[lang]?.length ||
      page?.links[lang]?.length,
  );

  const select = (next: CanvasSelection | null) => {
    setSelection(next);
    if (next) setPanel(panelOf[next.kind]);
  };

  const actions = useCellActions(apply, uploads, cell, lang);
  const editing: CellEditing = { site, cell, lang, apply, uploads, actions, readOnly };
  const addButton = () => select({ kind: "button", id: actions.addButton(buttons.length) });
  const addProduct = () => select({ kind: "product", id: actions.addProduct(products.length) });
  const drawn = (box: Box | undefined) => {
    setDrawing(false);
    if (box) select({ kind: "link", id: actions.addLink(box) });
  };
  // admin.md §4 Builder rules: deleting asks first, from the canvas and from the lists alike.
  const remove = (target: CanvasSelection) => {
    const { kind, id } = target;
    if (kind === "text" || kind === "speaker" || kind === "album") return;
    const list = { button: buttons, product: products, link: links }[kind];
    setRemoving({ kind, id, n: list.findIndex((item) => item.id === id) + 1 });
  };
  const confirmRemove = () => {
    if (!removing) return;
    actions.remove(removing.kind, removing.id);
    setRemoving(null);
    setSelection(null);
  };
  /** The list's side of the selection: the open item of one kind, and opening or closing one. */
  const listOf = (kind: "button" | "product" | "link") => ({
    editing,
    openId: selection?.kind === kind ? selection.id : null,
    onOpen: (id: string | null) => setSelection(id ? { kind, id } : null),
    onRemove: (id: string) => remove({ kind, id }),
  });

  return (
    <Card>
      <Stack gap="lg">
        <CreativeEditorHeader
          site={site}
          code={code}
          media={page?.media ?? null}
          lang={lang}
          onLanguage={(value) => {
            setLanguage(value);
            setSelection(null);
          }}
        />

        {lang !== site.defaultLanguage && !hasOwnContent && !readOnly ? (
          <CopyDefaultLanguage
            lang={lang}
            defaultLanguage={site.defaultLanguage}
            onCopy={actions.copyDefault}
          />
        ) : null}

        <div className={classes.editor}>
          <div className={classes.canvasColumn}>
            <PageCanvas
              width={narrow ? 260 : 300}
              media={page?.media ?? null}
              detail={detail}
              buttons={buttons}
              products={products}
              links={links}
              selection={selection}
              onSelect={select}
              onButtonBox={actions.moveButton}
              onLinkBox={actions.moveLink}
              onProductPoint={actions.moveProduct}
              onTextPoint={(point) =>
                apply((doc) => setDetail(doc, cell, lang, { mainTextX: point.x, mainTextY: point.y }))
              }
              controls={pageControlPlaces(detail)}
              controlsShown={{
                speaker: page?.media?.type === "VIDEO" || !!page?.backgroundMusicUrl,
                album: site.settings.display.album,
              }}
              onControlPoint={actions.placeControl}
              onRemove={remove}
              drawing={drawing}
              onDrawn={drawn}
              readOnly={readOnly}
            />
            {readOnly ? null : (
              <CanvasToolbar
                hasMedia={Boolean(page?.media)}
                drawing={drawing}
                onAddButton={addButton}
                onAddProduct={addProduct}
                onToggleDrawing={() => setDrawing((on) => !on)}
                onUploadMedia={(file) => void actions.uploadMedia(file)}
                uploadingMedia={uploads.progress[code] !== undefined}
                onRemoveMedia={() => apply((doc) => setMedia(doc, cell, null))}
              />
            )}
          </div>

          <Tabs value={panel} onChange={(value) => setPanel((value as Panel) ?? "page")} keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="page">{t("creatives.editor.tabs.page")}</Tabs.Tab>
              <Tabs.Tab value="buttons" rightSection={<Count n={buttons.length} />}>
                {t("creatives.editor.tabs.buttons")}
              </Tabs.Tab>
              <Tabs.Tab value="products" rightSection={<Count n={products.length} />}>
                {t("creatives.editor.tabs.products")}
              </Tabs.Tab>
              <Tabs.Tab value="links" rightSection={<Count n={links.length} />}>
                {t("creatives.editor.tabs.links")}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="page">
              <PagePanel editing={editing} />
            </Tabs.Panel>
            <Tabs.Panel value="buttons">
              <ButtonsPanel {...listOf("button")} onAdd={addButton} />
            </Tabs.Panel>
            <Tabs.Panel value="products">
              <ProductsPanel {...listOf("product")} onAdd={addProduct} />
            </Tabs.Panel>
            <Tabs.Panel value="links">
              <LinksPanel {...listOf("link")} onAdd={() => setDrawing(true)} />
            </Tabs.Panel>
          </Tabs>
        </div>
      </Stack>
      <ConfirmRemoveItem target={removing} onConfirm={confirmRemove} onClose={() => setRemoving(null)} />
    </Card>
  );
}
