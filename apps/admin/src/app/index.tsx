// Before any schema is built (the console's modules build them as they load).
import "@/lib/zod-config";
import type { UserInfo } from "@mekuri/domain";
import { StrictMode } from "react";
import type { Root } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { checkStoredUser } from "@/lib/check-stored-user";
import { setNavigator } from "@/lib/navigation";
import { session } from "@/lib/session";
import { AppProvider } from "./provider";
import { createAppRouter } from "./router";

/**
 * Shows the console at the browser's current address (its router reads it now); `signedInUser`
 * when the login page hands over right after signing in.
 */
// The console brings the schema library: the stored user counts from here on only if it is valid.
session.checkStoredUsers(checkStoredUser);

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
