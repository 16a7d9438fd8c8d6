import { useDeferredPopup } from "@/lib/deferred-popup";
import { lazyWithPreload, pick } from "@/lib/lazy-with-preload";
import { LanguageButton, type LanguageMenuProps } from "./language-button";

const PopupMenu = lazyWithPreload(pick(() => import("./language-popup-menu"), "LanguagePopupMenu"));

/**
 * Switches the UI language (ja / en / 中文 / 한국어); the choice is kept for 30 days. The button
 * shows at once; the menu's code arrives after first paint and takes its place unseen (decision 153).
 */
export function LanguageMenu(props: LanguageMenuProps) {
  const { arrival, standIn } = useDeferredPopup(PopupMenu, "menu");
  if (arrival) return <PopupMenu {...props} arrival={arrival} />;
  return <LanguageButton {...props} {...standIn} />;
}
