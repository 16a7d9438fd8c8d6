import type { z } from "zod";
import { gridProblem } from "../../builder/grid.ts";
import { messageRef } from "../../i18n/message-format.ts";
import { formatPositionCode } from "../../viewer/position.ts";
import type { Shape } from "./document-shape.ts";

export function checkLanguages(doc: Shape, ctx: z.RefinementCtx) {
  if (new Set(doc.languages).size !== doc.languages.length) {
    ctx.addIssue({ code: "custom", path: ["languages"], message: messageRef("sites.duplicateLanguage") });
  }
  if (!doc.languages.includes(doc.defaultLanguage)) {
    ctx.addIssue({
      code: "custom",
      path: ["defaultLanguage"],
      message: messageRef("sites.defaultLanguageMissing"),
    });
  }
}

/** Global menu items: required and unique per language for every column of the grid. */
export function checkMenuItems(doc: Shape, ctx: z.RefinementCtx) {
  const columns = Math.min(doc.numberHorizontal, 1000);
  for (const lang of doc.languages) {
    const seen = new Map<string, number>();
    for (let column = 0; column < columns; column++) {
      const index = doc.categories.findIndex((category) => category.columnIndex === column);
      const name = (index >= 0 ? doc.categories[index]!.names[lang] : undefined)?.trim() ?? "";
      const path = index >= 0 ? ["categories", index, "names", lang] : ["categories"];
      if (name === "") {
        ctx.addIssue({ code: "custom", path, message: messageRef("sites.menuItemRequired") });
      } else if (seen.has(name)) {
        ctx.addIssue({ code: "custom", path, message: messageRef("sites.menuItemDuplicate") });
      } else {
        seen.set(name, column);
      }
    }
  }
}

export function checkCells(doc: Shape, ctx: z.RefinementCtx) {
  const cells = new Set<string>();
  doc.pages.forEach((page, index) => {
    const code = formatPositionCode(page);
    if (!code) {
      ctx.addIssue({ code: "custom", path: ["pages", index], message: messageRef("sites.invalidCellCode") });
    } else if (cells.has(code)) {
      ctx.addIssue({
        code: "custom",
        path: ["pages", index],
        message: messageRef("sites.duplicateCell", { cell: code }),
      });
    }
    if (code) cells.add(code);
  });
  const ids = new Set<string>();
  doc.pages.forEach((page, index) => {
    if (!page.id) return;
    if (ids.has(page.id)) {
      ctx.addIssue({
        code: "custom",
        path: ["pages", index, "id"],
        message: messageRef("sites.duplicateId"),
      });
    }
    ids.add(page.id);
  });
  const columns = new Set<number>();
  doc.categories.forEach((category, index) => {
    if (columns.has(category.columnIndex)) {
      ctx.addIssue({
        code: "custom",
        path: ["categories", index, "columnIndex"],
        message: messageRef("sites.duplicateId"),
      });
    }
    columns.add(category.columnIndex);
  });
}

export function checkCampaignIds(doc: Shape, ctx: z.RefinementCtx) {
  if (!doc.campaign) return;
  const seen = new Set<string>();
  for (const list of ["banners", "buttons", "links"] as const) {
    doc.campaign[list].forEach((item, index) => {
      const id = item.id.toLowerCase();
      if (seen.has(id)) {
        ctx.addIssue({
          code: "custom",
          path: ["campaign", list, index, "id"],
          message: messageRef("sites.duplicateId"),
        });
      }
      seen.add(id);
    });
  }
}

export function checkForms(doc: Shape, ctx: z.RefinementCtx) {
  for (const [lang, forms] of Object.entries(doc.forms)) {
    const kinds = new Set<string>();
    (forms ?? []).forEach((form, index) => {
      if (kinds.has(form.typeForm)) {
        ctx.addIssue({
          code: "custom",
          path: ["forms", lang, index, "typeForm"],
          message: messageRef("sites.duplicateId"),
        });
      }
      kinds.add(form.typeForm);
    });
  }
}

/** Rows and columns are at least 1 and their product is capped by the plan. */
export function checkGrid(doc: Shape, ctx: z.RefinementCtx, maxPages: number) {
  const problem = gridProblem(doc.numberHorizontal, doc.numberVertical, maxPages);
  if (problem === "rowsOrColumns") {
    for (const field of ["numberHorizontal", "numberVertical"] as const) {
      if (!(doc[field] >= 1 && doc[field] <= (field === "numberVertical" ? 100 : 18278))) {
        ctx.addIssue({ code: "custom", path: [field], message: messageRef("sites.invalidGrid") });
      }
    }
  } else if (problem === "tooManyPages") {
    ctx.addIssue({
      code: "custom",
      path: ["numberVertical"],
      message: messageRef("sites.tooManyPages", { max: maxPages }),
    });
  }
}
