import { notifications } from "@mantine/notifications";
import { defaultLocale, locales, messageCatalogues } from "@mekuri/domain";
import { cleanup } from "@testing-library/react";
import type { Window as HappyDomWindow } from "happy-dom";
import { afterEach, beforeEach, vi } from "vitest";
import { ColourPicker } from "@/components/colour-field";
import { NumberInputLazy } from "@/components/number-field";
import { checkStoredUser } from "@/lib/check-stored-user";
import { i18n, localeCookieName } from "@/lib/i18n";
import { addMessages } from "@/lib/messages";
import { setNavigator } from "@/lib/navigation";
import { session } from "@/lib/session";
import { translations } from "@/locales";

// The app downloads one language at start-up; tests switch languages at will, so all are loaded.
for (const locale of locales) {
  if (!i18n.hasResourceBundle(locale, "translation")) {
    i18n.addResourceBundle(locale, "translation", translations[locale]);
  }
  addMessages(locale, messageCatalogues[locale]);
}

// Tests run the console, which checks a stored user against the shared schema.
session.checkStoredUsers(checkStoredUser);

// The colour picker and the number input are there, as the idle prefetch has them before anyone
// types: a field swapped under a test's typing would lose keys sent to the old element. Their
// stand-ins have their own tests.
await Promise.all([ColourPicker.preload(), NumberInputLazy.preload()]);

/** Where the test environment's page starts (Vitest's happy-dom default). */
const pageUrl = "http://localhost:3000/";

/*
 * The test files of a worker share one module registry and one page (isolate: false, decision 142),
 * and this file runs again before each of them: each file starts from what a fresh page load gives,
 * whatever the file before it left in the console's module-level state.
 */
// A download or a full page load in a test moves the page's address (to blob:…, about:blank).
(window as unknown as HappyDomWindow).happyDOM.setURL(pageUrl);
notifications.clean();
session.clear();
setNavigator(null);
localStorage.clear();
sessionStorage.clear();
// biome-ignore lint/suspicious/noDocumentCookie: the console keeps its language in this cookie; a test page forgets it.
document.cookie = `${localeCookieName}=; Max-Age=0; Path=/`;
document.body.innerHTML = "";
await i18n.changeLanguage(defaultLocale);

// CONVENTIONS: a console.error during a test fails it.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error during a test: ${args.map(String).join(" ")}`);
  });
});

afterEach(() => {
  cleanup();
  // Mantine keeps its toasts in a module-level store, which outlives the unmounted tree.
  notifications.clean();
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
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
