import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, matchRoutes, type RouteObject, RouterProvider } from "react-router";
import { cssVariablesResolver, theme } from "@/config/theme";
import { createQueryClient } from "@/lib/query-client";

/**
 * Renders routes the way the app does (Mantine, TanStack Query, a data router), at `path`. Mantine
 * runs in its test environment: dialogs, dropdowns and tooltips appear and go without their
 * transition timers and portals, so a test's waits hold only the console's own work.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>
        <Notifications limit={1} autoClose={3000} />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}

export function renderAt(element: ReactElement, path = "/") {
  return renderRoutes([{ path: "*", element }], path);
}

/**
 * Downloads the lazy modules of every route the given addresses match, as a router would before
 * showing them: a test that then opens those addresses waits only for the screens' own work, not
 * for the first transform of their modules, which takes seconds on a loaded machine.
 */
export async function loadLazyRoutes(routes: RouteObject[], addresses: string[]) {
  const loads = new Set<() => unknown>();
  for (const address of addresses) {
    for (const { route } of matchRoutes(routes, address) ?? []) {
      if (typeof route.lazy === "function") loads.add(route.lazy);
    }
  }
  await Promise.all([...loads].map((load) => load()));
}
