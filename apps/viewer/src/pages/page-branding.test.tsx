// @vitest-environment happy-dom
import type { SiteSnapshot } from "@mekuri/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoSnapshot } from "../fixtures/demo-snapshot.ts";
import { answerFetch, renderPage, site } from "./page-test-kit.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

const membership = { fields: [], company: null, agreement_required: false, locked: false };

function branded(branding: SiteSnapshot["settings"]["branding"]): SiteSnapshot {
  const snapshot = demoSnapshot("ja");
  return { ...snapshot, settings: { ...snapshot.settings, branding } };
}

async function shellOf(snapshot: SiteSnapshot) {
  answerFetch({ [`GET ${site}/membership-setting`]: { body: membership } });
  await renderPage({ name: "register" }, { snapshot });
  const shell = document.querySelector<HTMLElement>(".mk-sp");
  if (!shell) throw new Error("no page shell");
  const logo = document.querySelector<HTMLImageElement>(".mk-sp-home img");
  return { colour: (name: string) => shell.style.getPropertyValue(name), logo };
}

describe("the site's branding on its own pages", () => {
  it("gives the register page the branding's main colour, text colour and logo", async () => {
    const { colour, logo } = await shellOf(
      branded({ logoUrl: "/files/brand.png", mainColor: "#2F9E44", textColor: "#343A40" }),
    );
    expect(colour("--sp-accent")).toBe("#2F9E44");
    // White on this green fails AA, so the buttons take black text.
    expect(colour("--sp-accent-text")).toBe("#000000");
    expect(colour("--sp-text")).toBe("#343A40");
    expect(logo?.getAttribute("src")).toBe("/files/brand.png");
    expect(logo?.hasAttribute("srcset")).toBe(false);
  });

  it("falls back to the menu colour and the site's logo without branding", async () => {
    const snapshot = branded({ logoUrl: null, mainColor: null, textColor: null });
    const { colour, logo } = await shellOf(snapshot);
    expect(colour("--sp-accent")).toBe(snapshot.settings.globalMenu.backgroundColor);
    expect(colour("--sp-accent-text")).toBe("#FFFFFF");
    expect(colour("--sp-text")).toBe("#1D2026");
    expect(logo?.getAttribute("src")).toBe(snapshot.settings.logo?.image.src);
  });
});
