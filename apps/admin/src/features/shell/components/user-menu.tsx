import { useDeferredPopup } from "@/lib/deferred-popup";
import { lazyWithPreload, pick } from "@/lib/lazy-with-preload";
import { UserMenuButton } from "./user-menu-button";
import type { UserMenuProps } from "./user-menu-popup";

const Popup = lazyWithPreload(pick(() => import("./user-menu-popup"), "UserMenuPopup"));

/**
 * Name and role in the header; the menu offers "Change password" and "Log out". The button shows
 * at once, the menu's code arrives after first paint (decision 177).
 */
export function UserMenu(props: UserMenuProps) {
  const { arrival, standIn } = useDeferredPopup(Popup, "menu");
  if (arrival) return <Popup {...props} arrival={arrival} />;
  return <UserMenuButton {...standIn} />;
}
