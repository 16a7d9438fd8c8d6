import type { SiteDocument, SiteLanguage } from "@mekuri/domain";
import type { useCellActions } from "../hooks/use-cell-actions";
import type { CreativeUploads } from "../hooks/use-creative-uploads";
import type { Cell } from "./document";

/** What the panels of the creative editor share: the cell in the language being edited, and its edits. */
export interface CellEditing {
  site: SiteDocument;
  cell: Cell;
  lang: SiteLanguage;
  apply: (change: (site: SiteDocument) => SiteDocument) => void;
  uploads: CreativeUploads;
  actions: ReturnType<typeof useCellActions>;
  readOnly?: boolean;
}
