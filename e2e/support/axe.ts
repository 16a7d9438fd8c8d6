import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; html?: string }[];
}

/**
 * axe-core's serious and critical findings on the page once its entrance animations have ended: a
 * popup fading in is measured at its steady colours, not at a frame of its fade.
 */
/** `within`: a CSS selector to check only that part of the page (a feature's own screen area). */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated rather than added as a script tag: the console's CSP allows no inline script.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as { axe: { run(context: Document | string): Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(selector ?? document)).violations;
  }, within);
  return (violations as Violation[])
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html ?? ""}`).join(", ")}`,
    );
}
