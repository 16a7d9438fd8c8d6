import type { UserInfo } from "@mekuri/domain";
import { StrictMode } from "react";
import type { Root } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { setNavigator } from "@/lib/navigation";
import { AppProvider } from "./provider";
import { createAppRouter } from "./router";

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
}
