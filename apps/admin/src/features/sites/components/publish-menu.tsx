import { useDeferredPopup } from "@/lib/deferred-popup";
import { lazyWithPreload, pick } from "@/lib/lazy-with-preload";
import { PublishButton, type PublishMenuProps } from "./publish-button";

const Popup = lazyWithPreload(pick(() => import("./publish-menu-popup"), "PublishMenuPopup"));

/**
 * Publishes the site as public or private (admin.md). The button shows at once; the menu's code
 * arrives after first paint (decision 177).
 */
export function PublishMenu(props: PublishMenuProps) {
  const { arrival, standIn } = useDeferredPopup(Popup, "menu");
  if (arrival) return <Popup {...props} arrival={arrival} />;
  return <PublishButton publishing={props.publishing} saving={props.saving} {...standIn} />;
}
