import type { UserInfo } from "@mekuri/domain";
import { StrictMode } from "react";
import type { Root } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { whenIdle } from "@/lib/lazy-with-preload";
import { setNavigator } from "@/lib/navigation";
import { session } from "@/lib/session";
import { AppProvider } from "./provider";
import { createAppRouter } from "./router";

/**
 * The stored user counts only if the shared schema accepts it; the schema library is no part of a
 * first screen (decision 156), so the check arrives once the screen has shown. Until then any
 * stored record means "a session may be restored", as on the login page: the refresh cookie decides.
 */
function checkStoredUsersWhenIdle(): void {
  whenIdle(() => {
    import("@/lib/check-stored-user").then(
      ({ checkStoredUser }) => session.checkStoredUsers(checkStoredUser),
      // Unchecked as before: the refresh cookie still decides, and the next start tries again.
      () => undefined,
    );
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
  checkStoredUsersWhenIdle();
}
