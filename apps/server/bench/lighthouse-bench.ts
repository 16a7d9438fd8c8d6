import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startDemoServer } from "./demo-server.ts";

/**
 * Lighthouse with its mobile defaults (simulated slow 4G, mid-range phone) on the demo site, in
 * Debian's Chromium (CHROMIUM_PATH to use another). Prints the scores and the layout shift.
 */
export async function run() {
  const server = await startDemoServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    for (const position of ["A1", "A2"]) {
      const url = `${server.siteUrl}/${position}`;
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "seo"],
      });
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? "n/a";
      console.log(
        `${position}: performance ${score("performance")}, accessibility ${score("accessibility")}, SEO ${score("seo")}; ` +
          `CLS ${lhr.audits["cumulative-layout-shift"]?.numericValue?.toFixed(3)}, FCP ${metric("first-contentful-paint")}, ` +
          `LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}`,
      );
      // What moved, when anything did: the shift can be fixed without opening the report.
      if ((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) > 0) {
        for (const node of failingNodes(lhr.audits["layout-shifts"]?.details))
          console.log(`  shifted: ${node}`);
      }
      for (const category of ["performance", "accessibility", "seo"]) {
        const failing = lhr.categories[category]!.auditRefs.filter(
          (ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9,
        );
        if (!failing.length) continue;
        console.log(
          `  ${category} below 0.9: ${failing.map((ref) => `${ref.id} (${lhr.audits[ref.id]?.score})`).join(", ")}`,
        );
        // Which elements fail, so a failing audit can be fixed without opening the report.
        for (const ref of failing) {
          for (const node of failingNodes(lhr.audits[ref.id]?.details)) console.log(`    ${ref.id}: ${node}`);
        }
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

function failingNodes(details: unknown): string[] {
  const items = (details as { items?: { node?: { selector?: string; explanation?: string } }[] })?.items;
  return (items ?? [])
    .flatMap((item) => (item.node?.selector ? [`${item.node.selector} ${item.node.explanation ?? ""}`] : []))
    .slice(0, 5)
    .map((text) => text.replace(/\s+/g, " ").slice(0, 240));
}
