import type { Product } from "@mekuri/domain";
import { useCallback, useMemo, useState } from "react";
import type { CompanyTab } from "./viewer-context.tsx";

/** The layers over the pages: a product's popup, the company information, the album. */
export function useOverlays() {
  const [product, setProduct] = useState<{ product: Product; pageId: string } | null>(null);
  const [companyTab, setCompanyTab] = useState<CompanyTab | null>(null);
  const [albumOpen, setAlbumOpen] = useState(false);
  // One value for the viewer's context: it never changes.
  const open = useMemo(
    () => ({
      product: (item: Product, pageId: string) => setProduct({ product: item, pageId }),
      company: (tab: CompanyTab = "profile") => setCompanyTab(tab),
      album: () => setAlbumOpen(true),
    }),
    [],
  );
  return {
    product,
    companyTab,
    albumOpen,
    /** While one is open, swipes and keys stay with it. */
    anyOpen: !!product || !!companyTab || albumOpen,
    open,
    closeProduct: useCallback(() => setProduct(null), []),
    closeCompany: useCallback(() => setCompanyTab(null), []),
    closeAlbum: useCallback(() => setAlbumOpen(false), []),
  };
}
