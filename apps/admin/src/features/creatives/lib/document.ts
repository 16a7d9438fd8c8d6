import {
  type Button,
  defaultButtonColor,
  defaultButtonSize,
  defaultButtonTextColor,
  defaultProductPoint,
  emptyDetail,
  formatPositionCode,
  type ImageAsset,
  type LinkArea,
  type PageDetail,
  type PageMedia,
  type Product,
  placeNewBox,
  type SiteDocument,
  type SiteLanguage,
  type SitePage,
} from "@mekuri/domain";

/**
 * The creatives part of the site document. The editor changes the document only through these pure
 * functions, which return a new document and keep everything else as it was.
 */
export type CreativeDocument = Pick<
  SiteDocument,
  "numberHorizontal" | "numberVertical" | "defaultLanguage" | "languages" | "pages"
>;
export type CreativePage = SitePage;

export interface Cell {
  columnIndex: number;
  rowIndex: number;
}

export const cellCode = (cell: Cell) => formatPositionCode(cell) ?? "";

export const sameCell = (a: Cell, b: Cell) => a.columnIndex === b.columnIndex && a.rowIndex === b.rowIndex;

/** Every cell of the grid, column by column (A1, A2 … B1 …), as the viewer orders pages. */
export function gridCells(document: CreativeDocument): Cell[] {
  const cells: Cell[] = [];
  for (let columnIndex = 0; columnIndex < document.numberHorizontal; columnIndex++) {
    for (let rowIndex = 0; rowIndex < document.numberVertical; rowIndex++)
      cells.push({ columnIndex, rowIndex });
  }
  return cells;
}

export function pageAt<D extends CreativeDocument>(document: D, cell: Cell): CreativePage | undefined {
  return document.pages.find((page) => sameCell(page, cell));
}

export function emptyPage(cell: Cell): CreativePage {
  return {
    columnIndex: cell.columnIndex,
    rowIndex: cell.rowIndex,
    media: null,
    thumbnail: null,
    membersOnlyLock: false,
    backgroundMusicUrl: null,
    chatbotScript: null,
    details: {},
    buttons: {},
    products: {},
    links: {},
  };
}

/** Applies `change` to the page of `cell`, creating the page when the cell had none. */
export function updatePage<D extends CreativeDocument>(
  document: D,
  cell: Cell,
  change: (page: CreativePage) => CreativePage,
): D {
  const existing = pageAt(document, cell);
  if (existing) {
    return { ...document, pages: document.pages.map((page) => (page === existing ? change(page) : page)) };
  }
  return { ...document, pages: [...document.pages, change(emptyPage(cell))] };
}

// The editor's components start from the shared default detail through this module.
export { emptyDetail };

export function detailOf(page: CreativePage | undefined, language: SiteLanguage): PageDetail {
  return { ...emptyDetail, ...page?.details[language] };
}

export const buttonsOf = (page: CreativePage | undefined, language: SiteLanguage): Button[] =>
  page?.buttons[language] ?? [];
export const productsOf = (page: CreativePage | undefined, language: SiteLanguage): Product[] =>
  page?.products[language] ?? [];
export const linksOf = (page: CreativePage | undefined, language: SiteLanguage): LinkArea[] =>
  page?.links[language] ?? [];

export function setDetail<D extends CreativeDocument>(
  document: D,
  cell: Cell,
  language: SiteLanguage,
  patch: Partial<PageDetail>,
): D {
  return updatePage(document, cell, (page) => ({
    ...page,
    details: { ...page.details, [language]: { ...detailOf(page, language), ...patch } },
  }));
}

type ListKey = "buttons" | "products" | "links";
type ItemOf<K extends ListKey> = K extends "buttons" ? Button : K extends "products" ? Product : LinkArea;

/** Replaces one language's list of buttons, products or link areas, renumbering `order` where it exists. */
export function setList<D extends CreativeDocument, K extends ListKey>(
  document: D,
  cell: Cell,
  language: SiteLanguage,
  key: K,
  items: ItemOf<K>[],
): D {
  const ordered = items.map((item, index) => ("order" in item ? { ...item, order: index + 1 } : item));
  return updatePage(document, cell, (page) => ({ ...page, [key]: { ...page[key], [language]: ordered } }));
}

export function setMedia<D extends CreativeDocument>(document: D, cell: Cell, media: PageMedia | null): D {
  return updatePage(document, cell, (page) => ({ ...page, media, thumbnail: thumbnailOf(media) }));
}

/** The grid shows the picture itself, or the poster of a video. */
export function thumbnailOf(media: PageMedia | null): ImageAsset | null {
  if (!media) return null;
  return media.type === "VIDEO" ? media.poster : media.image;
}

/** Clear all (admin.md §2): every page loses its media and its settings in every language. */
export function clearAllCreatives<D extends CreativeDocument>(document: D): D {
  return {
    ...document,
    pages: document.pages.map((page) => ({
      ...page,
      media: null,
      thumbnail: null,
      membersOnlyLock: false,
      details: {},
      buttons: {},
      products: {},
      links: {},
    })),
  };
}

// Shared with the analytics heatmap, which shows the same creatives.
export { imageSrc } from "@/lib/image-src";

let counter = 0;
/** Ids for new items; the server keeps them as they are (they only need to be unique in the page). */
export function newId(prefix: string): string {
  counter += 1;
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${counter}`;
  return `${prefix}-${random}`;
}

export function newButton(existing: number): Button {
  const box = placeNewBox(defaultButtonSize, existing);
  return {
    id: newId("button"),
    order: existing + 1,
    buttonType: "TEXT",
    buttonText: "",
    buttonTextColor: defaultButtonTextColor,
    buttonColor: defaultButtonColor,
    buttonImage: null,
    buttonContentHtml: "",
    buttonShape: "MODERATELY_ROUNDED_EDGE",
    buttonWidth: box.width,
    buttonHeight: box.height,
    buttonPositionTop: box.top,
    buttonPositionLeft: box.left,
    isFixedPosition: false,
    textSize: 14,
    textAlign: "BOTTOM",
    buttonAnimation: "NONE",
    microcopyText: "",
    microcopyTextColor: "#FFFFFF",
    buttonLinkType: "EXTERNAL",
    linkDestinationUrl: "",
    linkedSurveyId: null,
    countsAsConversion: false,
  };
}

export function newProduct(existing: number): Product {
  return {
    id: newId("product"),
    order: existing + 1,
    productName: "",
    image: null,
    price: "",
    description: "",
    linkButtonUrl: "",
    linkButtonText: "",
    linkButtonColor: defaultButtonColor,
    linkTextColor: defaultButtonTextColor,
    isInternalLink: false,
    coordinateX: defaultProductPoint.x,
    coordinateY: defaultProductPoint.y + existing * 24,
    textColor: "#222222",
    backgroundColor: "#FFFFFF",
  };
}

export function newLinkArea(box: { left: number; top: number; width: number; height: number }): LinkArea {
  return {
    id: newId("link"),
    linkType: "EXTERNAL",
    linkDestinationUrl: "",
    surveyId: null,
    positionLeft: box.left,
    positionTop: box.top,
    width: box.width,
    height: box.height,
    // Drawn on the design page; the viewer scales from this size to the visitor's screen.
    parentWidth: 375,
    parentHeight: 739,
  };
}
