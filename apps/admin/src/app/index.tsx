import { RouterProvider } from "react-router/dom";
import { setNavigator } from "@/lib/navigation";
import { AppProvider } from "./provider";
import { createAppRouter } from "./router";

const router = createAppRouter();
// The API client redirects (login, forbidden page) through the router, without a full reload.
setNavigator((to, options) => void router.navigate(to, options));

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
