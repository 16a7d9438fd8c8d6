import {
  type Box,
  canvasSize,
  clampControlPoint,
  type PageControlPlaces,
  type Point,
  pageControlFields,
  pageControlPlaces,
  type SiteDocument,
  type SiteLanguage,
} from "@mekuri/domain";
import {
  buttonsOf,
  type Cell,
  cellCode,
  detailOf,
  linksOf,
  newButton,
  newLinkArea,
  newProduct,
  pageAt,
  productsOf,
  setDetail,
  setList,
  setMedia,
  updatePage,
} from "../lib/document";
import type { CreativeUploads } from "./use-creative-uploads";

type Apply = (change: (site: SiteDocument) => SiteDocument) => void;
type ItemKind = "button" | "product" | "link";

/** The progress key of a cell's music upload. */
export const musicKey = (cell: Cell) => `music-${cellCode(cell)}`;

/**
 * The edits of one cell in one language. Each reads the list from the document it is applied to,
 * so an upload that ends late does not undo what was changed meanwhile.
 */
export function useCellActions(apply: Apply, uploads: CreativeUploads, cell: Cell, lang: SiteLanguage) {
  type Buttons = ReturnType<typeof buttonsOf>;
  type Products = ReturnType<typeof productsOf>;
  type Links = ReturnType<typeof linksOf>;
  const changeButtons = (change: (list: Buttons) => Buttons) =>
    apply((doc) => setList(doc, cell, lang, "buttons", change(buttonsOf(pageAt(doc, cell), lang))));
  const changeProducts = (change: (list: Products) => Products) =>
    apply((doc) => setList(doc, cell, lang, "products", change(productsOf(pageAt(doc, cell), lang))));
  const changeLinks = (change: (list: Links) => Links) =>
    apply((doc) => setList(doc, cell, lang, "links", change(linksOf(pageAt(doc, cell), lang))));

  const setMusic = (url: string | null) =>
    apply((doc) => updatePage(doc, cell, (page) => ({ ...page, backgroundMusicUrl: url })));

  return {
    changeButtons,
    changeProducts,
    changeLinks,
    /** Adds a button in the middle of the page; returns its id. */
    addButton(existing: number): string {
      const button = newButton(existing);
      changeButtons((list) => [...list, button]);
      return button.id;
    },
    addProduct(existing: number): string {
      const product = newProduct(existing);
      changeProducts((list) => [...list, product]);
      return product.id;
    },
    addLink(box: Box): string {
      const link = newLinkArea(box);
      changeLinks((list) => [...list, link]);
      return link.id;
    },
    remove(kind: ItemKind, id: string) {
      if (kind === "button") changeButtons((list) => list.filter((item) => item.id !== id));
      if (kind === "product") changeProducts((list) => list.filter((item) => item.id !== id));
      if (kind === "link") changeLinks((list) => list.filter((item) => item.id !== id));
    },
    moveButton(id: string, box: Box) {
      changeButtons((list) =>
        list.map((item) =>
          item.id === id
            ? {
                ...item,
                buttonPositionLeft: box.left,
                buttonPositionTop: box.top,
                buttonWidth: box.width,
                buttonHeight: box.height,
              }
            : item,
        ),
      );
    },
    moveLink(id: string, box: Box) {
      changeLinks((list) =>
        list.map((item) =>
          item.id === id
            ? {
                ...item,
                positionLeft: box.left,
                positionTop: box.top,
                width: box.width,
                height: box.height,
                parentWidth: canvasSize.width,
                parentHeight: canvasSize.height,
              }
            : item,
        ),
      );
    },
    moveProduct(id: string, point: Point) {
      changeProducts((list) =>
        list.map((item) => (item.id === id ? { ...item, coordinateX: point.x, coordinateY: point.y } : item)),
      );
    },
    /**
     * Both buttons are written together: a page still on the old "both at 0,0" placement keeps the
     * other button where the viewer showed it instead of sending it back to the corner.
     */
    placeControl(control: keyof PageControlPlaces, point: Point) {
      apply((doc) => {
        const places = pageControlPlaces(detailOf(pageAt(doc, cell), lang));
        const next = { ...places, [control]: clampControlPoint(point) };
        return setDetail(doc, cell, lang, pageControlFields(next));
      });
    },
    async uploadMusic(file: File) {
      const url = await uploads.uploadMusic(musicKey(cell), file);
      if (url) setMusic(url);
    },
    removeMusic() {
      setMusic(null);
    },
    setChatbotScript(script: string) {
      // An emptied field stores no script, as a page that never had one.
      const value = script === "" ? null : script;
      apply((doc) => updatePage(doc, cell, (page) => ({ ...page, chatbotScript: value })));
    },
    async uploadMedia(file: File) {
      const media = await uploads.uploadOne(cellCode(cell), file, "creative");
      if (media) apply((doc) => setMedia(doc, cell, media));
    },
    async uploadItemImage(kind: "button" | "product", id: string, file: File) {
      const media = await uploads.uploadOne(`${kind}-${id}`, file, kind);
      const image = media?.image;
      if (!image) return;
      if (kind === "button") {
        changeButtons((list) =>
          list.map((item) => (item.id === id ? { ...item, buttonImage: image } : item)),
        );
      } else {
        changeProducts((list) => list.map((item) => (item.id === id ? { ...item, image } : item)));
      }
    },
    /** A language without its own settings starts from the default language's texts and placements. */
    copyDefault() {
      apply((doc) =>
        updatePage(doc, cell, (current) => ({
          ...current,
          details: { ...current.details, [lang]: detailOf(current, doc.defaultLanguage) },
          buttons: { ...current.buttons, [lang]: buttonsOf(current, doc.defaultLanguage) },
          products: { ...current.products, [lang]: productsOf(current, doc.defaultLanguage) },
          links: { ...current.links, [lang]: linksOf(current, doc.defaultLanguage) },
        })),
      );
    },
  };
}
