import type { Product } from "@mekuri/domain";
import { useCallback, useState } from "react";
import type { CompanyTab } from "./viewer-context.tsx";

/** The layers over the pages: a product's popup, the company information, the album. */
export function useOverlays() {
  const [product, setProduct] = useState<{ product: Product; pageId: string } | null>(null);
  const [companyTab, setCompanyTab] = useState<CompanyTab | null>(null);
  const [albumOpen, setAlbumOpen] = useState(false);
  return {
    product,
    companyTab,
    albumOpen,
    /** While one is open, swipes and keys stay with it. */
    anyOpen: !!product || !!companyTab || albumOpen,
    openProduct: useCallback((item: Product, pageId: string) => setProduct({ product: item, pageId }), []),
    openCompany: useCallback((tab: CompanyTab = "profile") => setCompanyTab(tab), []),
    openAlbum: useCallback(() => setAlbumOpen(true), []),
    closeProduct: useCallback(() => setProduct(null), []),
    closeCompany: useCallback(() => setCompanyTab(null), []),
    closeAlbum: useCallback(() => setAlbumOpen(false), []),
  };
}
