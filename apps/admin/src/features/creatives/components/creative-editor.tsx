import {
  Badge,
  Card,
  Divider,
  Group,
  Button as MantineButton,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  type Box,
  builderButton,
  builderLinkArea,
  builderPageDetail,
  builderProduct,
  pageControlPlaces,
  type SiteDocument,
  type SiteLanguage,
  sitePage,
} from "@mekuri/domain";
import { IconCopy } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { musicKey, useCellActions } from "../hooks/use-cell-actions";
import type { CreativeUploads } from "../hooks/use-creative-uploads";
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
  updatePage,
} from "../lib/document";
import { fieldErrors } from "../lib/field-errors";
import { ButtonForm } from "./button-form";
import { CanvasToolbar } from "./canvas-toolbar";
import { ConfirmRemoveItem, type RemovableItem } from "./confirm-remove-item";
import classes from "./creatives.module.css";
import { DetailForm } from "./detail-form";
import { Count, ItemList } from "./item-list";
import { LinkAreaForm } from "./link-area-form";
import { type CanvasSelection, PageCanvas } from "./page-canvas";
import { PageSoundFields } from "./page-sound-fields";
import { ProductForm } from "./product-form";

type Apply = (change: (site: SiteDocument) => SiteDocument) => void;

interface CreativeEditorProps {
  site: SiteDocument;
  cell: Cell;
  apply: Apply;
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
  const locale = useLocale();
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
  const controls = pageControlPlaces(detail);
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

  const selectedId = (kind: CanvasSelection["kind"]) => (selection?.kind === kind ? selection.id : null);

  return (
    <Card>
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Title order={4}>{t("creatives.editor.title", { code })}</Title>
            {page?.media ? (
              <Badge variant="light" color={page.media.type === "VIDEO" ? "grape" : "teal"}>
                {t(`creatives.editor.media.${page.media.type}`)}
              </Badge>
            ) : (
              <Badge variant="light" color="gray">
                {t("creatives.editor.noMedia")}
              </Badge>
            )}
          </Group>
          {site.languages.length > 1 ? (
            <SegmentedControl
              size="xs"
              data={site.languages.map((value) => ({ value, label: t(`languages.${value}`) }))}
              value={lang}
              onChange={(value) => {
                setLanguage(value as SiteLanguage);
                setSelection(null);
              }}
              aria-label={t("creatives.editor.language")}
            />
          ) : null}
        </Group>

        {lang !== site.defaultLanguage && !hasOwnContent && !readOnly ? (
          <Group gap="sm" p="sm" bg="gray.0" style={{ borderRadius: 8 }}>
            <Text size="sm" style={{ flex: 1 }}>
              {t("creatives.editor.emptyLanguage", { language: t(`languages.${lang}`) })}
            </Text>
            <MantineButton
              size="xs"
              variant="default"
              leftSection={<IconCopy size={14} aria-hidden />}
              onClick={actions.copyDefault}
            >
              {t("creatives.editor.copyDefault", { language: t(`languages.${site.defaultLanguage}`) })}
            </MantineButton>
          </Group>
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
              controls={controls}
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
              <DetailForm
                detail={detail}
                errors={fieldErrors(builderPageDetail, detail, locale)}
                onChange={(patch) => apply((doc) => setDetail(doc, cell, lang, patch))}
                membersOnlyLock={page?.membersOnlyLock ?? false}
                onLockChange={(locked) =>
                  apply((doc) =>
                    updatePage(doc, cell, (current) => ({ ...current, membersOnlyLock: locked })),
                  )
                }
                controls={controls}
                onControlChange={actions.placeControl}
                readOnly={readOnly}
              />
              <Divider my="md" />
              <PageSoundFields
                musicUrl={page?.backgroundMusicUrl ?? null}
                onUploadMusic={(file) => void actions.uploadMusic(file)}
                onRemoveMusic={actions.removeMusic}
                uploading={uploads.progress[musicKey(cell)] !== undefined}
                chatbotScript={page?.chatbotScript ?? null}
                onChatbotChange={actions.setChatbotScript}
                errors={{
                  music: fieldErrors(
                    sitePage.shape.backgroundMusicUrl,
                    page?.backgroundMusicUrl ?? null,
                    locale,
                  )[""],
                  chatbotScript: fieldErrors(
                    sitePage.shape.chatbotScript,
                    page?.chatbotScript ?? null,
                    locale,
                  )[""],
                }}
                readOnly={readOnly}
              />
            </Tabs.Panel>

            <Tabs.Panel value="buttons">
              <ItemList
                empty={t("creatives.editor.noButtons")}
                addLabel={t("creatives.editor.addButton")}
                onAdd={readOnly ? undefined : addButton}
                value={selectedId("button")}
                onChange={(id) => setSelection(id ? { kind: "button", id } : null)}
                items={buttons.map((button, index) => ({
                  id: button.id,
                  label: t("creatives.button.n", { n: index + 1 }),
                  detail: button.buttonText || t(`creatives.button.types.${button.buttonType}`),
                  content: (
                    <ButtonForm
                      siteId={site.id}
                      button={button}
                      errors={fieldErrors(builderButton, button, locale)}
                      onChange={(next) =>
                        actions.changeButtons((list) =>
                          list.map((item) => (item.id === next.id ? next : item)),
                        )
                      }
                      onRemove={() => remove({ kind: "button", id: button.id })}
                      onUploadImage={(file) => void actions.uploadItemImage("button", button.id, file)}
                      uploading={uploads.progress[`button-${button.id}`] !== undefined}
                      readOnly={readOnly}
                    />
                  ),
                }))}
              />
            </Tabs.Panel>

            <Tabs.Panel value="products">
              <ItemList
                empty={t("creatives.editor.noProducts")}
                addLabel={t("creatives.editor.addProduct")}
                onAdd={readOnly ? undefined : addProduct}
                value={selectedId("product")}
                onChange={(id) => setSelection(id ? { kind: "product", id } : null)}
                items={products.map((product, index) => ({
                  id: product.id,
                  label: t("creatives.product.n", { n: index + 1 }),
                  detail: product.productName,
                  content: (
                    <ProductForm
                      product={product}
                      errors={fieldErrors(builderProduct, product, locale)}
                      onChange={(next) =>
                        actions.changeProducts((list) =>
                          list.map((item) => (item.id === next.id ? next : item)),
                        )
                      }
                      onRemove={() => remove({ kind: "product", id: product.id })}
                      onUploadImage={(file) => void actions.uploadItemImage("product", product.id, file)}
                      uploading={uploads.progress[`product-${product.id}`] !== undefined}
                      readOnly={readOnly}
                    />
                  ),
                }))}
              />
            </Tabs.Panel>

            <Tabs.Panel value="links">
              <ItemList
                empty={t("creatives.editor.noLinks")}
                addLabel={t("creatives.editor.drawLink")}
                onAdd={readOnly ? undefined : () => setDrawing(true)}
                value={selectedId("link")}
                onChange={(id) => setSelection(id ? { kind: "link", id } : null)}
                items={links.map((link, index) => ({
                  id: link.id,
                  label: t("creatives.linkArea.n", { n: index + 1 }),
                  detail: t(`creatives.link.kinds.${link.linkType}`),
                  content: (
                    <LinkAreaForm
                      siteId={site.id}
                      link={link}
                      errors={fieldErrors(builderLinkArea, link, locale)}
                      onChange={(next) =>
                        actions.changeLinks((list) => list.map((item) => (item.id === next.id ? next : item)))
                      }
                      onRemove={() => remove({ kind: "link", id: link.id })}
                      readOnly={readOnly}
                    />
                  ),
                }))}
              />
            </Tabs.Panel>
          </Tabs>
        </div>
      </Stack>
      <ConfirmRemoveItem target={removing} onConfirm={confirmRemove} onClose={() => setRemoving(null)} />
    </Card>
  );
}
