import { locales, messageCatalogues } from "@mekuri/domain";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { addMessages } from "@/lib/messages";
import { translations } from "@/locales";

// The app downloads one language at start-up; tests switch languages at will, so all are loaded.
for (const locale of locales) {
  i18n.addResourceBundle(locale, "translation", translations[locale]);
  addMessages(locale, messageCatalogues[locale]);
}

// CONVENTIONS: a console.error during a test fails it.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error during a test: ${args.map(String).join(" ")}`);
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

// Mantine reads these; happy-dom does not implement them.
if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!("ResizeObserver" in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, "ResizeObserver", { writable: true, value: ResizeObserverStub });
}
