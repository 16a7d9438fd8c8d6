import type { UserInfo } from "@mekuri/domain";
import { StrictMode } from "react";
import type { Root } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { loadLaterTexts } from "@/lib/i18n";
import { whenIdle } from "@/lib/lazy-with-preload";
import { setNavigator } from "@/lib/navigation";
import { session } from "@/lib/session";
import { AppProvider } from "./provider";
import { createAppRouter } from "./router";

/**
 * Once the first screen has shown: the stored user counts only if the shared schema accepts it (the
 * schema library is no part of a first screen, decision 156; until then any stored record means "a
 * session may be restored", as on the login page, and the refresh cookie decides), and the texts
 * of the other screens download (decision 158), so moving to one does not wait for them. A failed
 * download changes nothing: the next start checks again, the next screen fetches its texts.
 */
function afterFirstScreen(): void {
  whenIdle(() => {
    import("@/lib/check-stored-user").then(
      ({ checkStoredUser }) => session.checkStoredUsers(checkStoredUser),
      () => undefined,
    );
    loadLaterTexts().catch(() => undefined);
  });
}

/**
 * Shows the console at the browser's current address (its router reads it now); `signedInUser`
 * when the login page hands over right after signing in.
 */
export function showConsole(root: Root, signedInUser?: UserInfo): void {
  const router = createAppRouter();
  // The API client redirects (login, forbidden page) through the router, without a full reload.
  setNavigator((to, options) => void router.navigate(to, options));
  root.render(
    <StrictMode>
      <AppProvider signedInUser={signedInUser}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  afterFirstScreen();
}
