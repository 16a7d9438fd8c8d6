import type { Page } from "@playwright/test";

/**
 * Holds back the console's code files matching `file` until the returned function is called, to
 * act before a part that downloads after first paint has arrived, as a reader on a slow network
 * would.
 */
export async function holdCode(page: Page, file: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(file, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
