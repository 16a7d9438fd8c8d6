import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CurrentUserContext } from "@/features/shell";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { operator, siteId } from "../testing/fixtures";
import { PreviewDrawer, previewFrameScale } from "./preview-drawer";

/** A screen where `(max-width: …)` queries match or not, as a phone's or a desktop's does. */
function screenIsNarrow(narrow: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: narrow && query.includes("max-width"),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** Opens the drawer while the preview token is still on its way, so no frame loads. */
async function openDrawer() {
  stubFetch({ [`POST /api/v1/preview/site/${siteId}/token`]: () => new Promise<Response>(() => {}) });
  renderAt(
    <CurrentUserContext value={operator}>
      <PreviewDrawer target={{ id: siteId, name: "Spring sale" }} onClose={() => {}} />
    </CurrentUserContext>,
  );
  await screen.findByRole("dialog", { name: "Preview" });
  return document.querySelector<HTMLElement>(".mantine-Drawer-root")?.style.getPropertyValue("--drawer-size");
}

beforeEach(async () => {
  await i18n.changeLanguage("en");
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe("previewFrameScale", () => {
  it("draws the phone at full size when the frame and its bezel fit", () => {
    expect(previewFrameScale(413)).toBe(1);
    expect(previewFrameScale(1200)).toBe(1);
  });

  it("shrinks the phone to the width a 390 px screen leaves", () => {
    expect(previewFrameScale(358)).toBeCloseTo(358 / 413);
  });

  it("keeps full size until the width is measured", () => {
    expect(previewFrameScale(0)).toBe(1);
  });
});

describe("the preview drawer", () => {
  it("is 460 px wide on a wide screen", async () => {
    screenIsNarrow(false);
    // 460 px, which Mantine writes in rem.
    expect(await openDrawer()).toContain("28.75rem");
  });

  it("takes the whole width below the small breakpoint, where 460 px would overflow a phone", async () => {
    screenIsNarrow(true);
    expect(await openDrawer()).toBe("100%");
  });
});
