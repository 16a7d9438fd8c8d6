import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { renderRoutes } from "@/testing/render";
import { RouteErrorBoundary } from "./route-error-boundary";

function routesWithLazy(load: () => Promise<never>) {
  return [
    {
      path: "/",
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <p>loading</p>,
      children: [{ path: "screen", lazy: load }],
    },
  ];
}

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

describe("the route error page", () => {
  it("asks for a reload when a screen's file cannot be downloaded", async () => {
    const failure = new TypeError("Failed to fetch dynamically imported module: /assets/summary-abc.js");
    renderRoutes(
      routesWithLazy(() => Promise.reject(failure)),
      "/screen",
    );
    expect(await screen.findByText("This screen could not be loaded")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
  });

  it("shows the generic error page for other failures", async () => {
    renderRoutes(
      routesWithLazy(() => Promise.reject(new Error("boom"))),
      "/screen",
    );
    expect(await screen.findByText("Something went wrong")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home" })).toBeTruthy();
  });
});
