import type { SiteDocument } from "../schemas/site-document.ts";
import type { SiteLanguage } from "../site/enums.ts";
import { mapBlocks } from "../site/page-blocks.ts";
import { clampToContainer } from "../viewer/clamp.ts";
import { designSize } from "../viewer/constants.ts";
import { withMemberAccountFields } from "./forms.ts";
import { isInGrid } from "./grid.ts";

/**
 * What a saved document becomes (admin.md §4 Builder rules, §5 Campaign layout): cells outside the
 * grid and texts of removed languages are dropped, placed items are clamped into the container
 * they were placed in, so the stored layout is one the viewer can draw, and membership forms get
 * their account fields under the fixed ids (forms.ts). The builder may call it before saving to
 * show the result; the server always does.
 */
export function normaliseSiteDocument(doc: SiteDocument): SiteDocument {
  const columns = doc.numberHorizontal;
  const rows = doc.numberVertical;
  const keep = <T>(values: Partial<Record<string, T>>) =>
    Object.fromEntries(Object.entries(values).filter(([lang]) => doc.languages.some((l) => l === lang)));
  const design = { width: designSize.width, height: designSize.height };

  return {
    ...doc,
    categories: doc.categories
      .filter((category) => category.columnIndex >= 0 && category.columnIndex < columns)
      .map((category) => ({ ...category, names: keep(category.names) })),
    pages: doc.pages
      .filter((page) => isInGrid(page, columns, rows))
      .map((page) => ({
        ...page,
        details: keep(page.details),
        buttons: keep(page.buttons),
        products: keep(page.products),
        links: mapBlocks(keep(page.links), (link) => {
          const parent = {
            width: link.parentWidth > 0 ? link.parentWidth : design.width,
            height: link.parentHeight > 0 ? link.parentHeight : design.height,
          };
          const box = clampToContainer(
            { left: link.positionLeft, top: link.positionTop, width: link.width, height: link.height },
            parent,
          );
          return {
            ...link,
            positionLeft: box.left,
            positionTop: box.top,
            width: box.width,
            height: box.height,
          };
        }),
      })),
    texts: keep(doc.texts),
    forms: Object.fromEntries(
      Object.entries(keep(doc.forms)).map(([lang, forms]) => [
        lang,
        forms?.map((form) =>
          form.typeForm === "MEMBERSHIP_SETTING"
            ? { ...form, fields: withMemberAccountFields(form.fields, lang as SiteLanguage) }
            : form,
        ),
      ]),
    ),
    campaign: doc.campaign
      ? {
          ...doc.campaign,
          names: keep(doc.campaign.names),
          backgrounds: keep(doc.campaign.backgrounds),
          banners: doc.campaign.banners.map((item) => clampItem(item, item.lockRatio)),
          buttons: doc.campaign.buttons.map((item) => clampItem(item, item.lockAspectRatio)),
          links: doc.campaign.links.map((item) => clampItem(item, false)),
        }
      : null,
  };
}

/** Campaign items keep their size and place inside the side panel they were placed in. */
function clampItem<
  T extends {
    x: number;
    y: number;
    width: number;
    height: number;
    parentWidth: number;
    parentHeight: number;
  },
>(item: T, lockRatio: boolean): T {
  if (!(item.parentWidth > 0 && item.parentHeight > 0)) return item;
  const box = clampToContainer(
    { left: item.x, top: item.y, width: item.width, height: item.height },
    { width: item.parentWidth, height: item.parentHeight },
    { lockRatio },
  );
  return { ...item, x: box.left, y: box.top, width: box.width, height: box.height };
}
