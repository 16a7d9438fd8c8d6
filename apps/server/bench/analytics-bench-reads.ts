import v8 from "node:v8";
import vm from "node:vm";
import { sql } from "drizzle-orm";
import { PostgresAnalysisReads } from "../src/modules/analytics/analysis-store.ts";
import { anyDevice, anyLanguage } from "../src/modules/analytics/site-day-rollup.ts";
import type { Database } from "../src/platform/database/database.ts";
import { percentile } from "./bench-setup.ts";

/** Timed answers per measured read. */
export const samples = 40;
/** The issue asks for memory flat across 20 exports; more show whether a slow rise goes on. */
const pdfExportCount = Number(process.env.ANALYTICS_BENCH_PDF_EXPORTS ?? 20);

/**
 * A full collection on demand without starting node with --expose-gc: the flag set at run time
 * exposes `gc` to contexts made after it.
 */
function collectGarbage(): () => void {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

/**
 * The PDF report of the 100-page site, `pdfExportCount` times: time of each, and the process's memory after
 * each. RSS alone rises and falls with when the collector last ran; the heap in use after a forced
 * full collection is what stays reachable, so a leak shows as a rise in it from export to export.
 */
export async function pdfExports(address: string, token: string, siteId: string, period: string) {
  const gc = collectGarbage();
  const times: number[] = [];
  const memory: { rss: number; heapUsed: number; external: number }[] = [];
  for (let i = 1; i <= pdfExportCount; i++) {
    const start = performance.now();
    const response = await fetch(`${address}/api/v1/analysis/site/${siteId}/export-pdf?${period}`, {
      headers: { authorization: `Bearer ${token}`, "accept-language": "ja" },
    });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`export-pdf: ${response.status}`);
    times.push(performance.now() - start);
    if (i === 1)
      console.log(
        `| export-pdf, first (reads the CJK font) | ${times[0]!.toFixed(0)} ms | ${(bytes / 1024).toFixed(0)} KB |`,
      );
    const rss = process.memoryUsage().rss;
    gc();
    const { heapUsed, external } = process.memoryUsage();
    memory.push({ rss, heapUsed, external });
  }
  const warm = times.slice(1).sort((a, b) => a - b);
  console.log(
    `| export-pdf, next ${pdfExportCount - 1} | p50 ${percentile(warm, 50).toFixed(0)} ms | max ${warm[warm.length - 1]!.toFixed(0)} ms |`,
  );
  console.log("| export | RSS before the collection | heap used after a full collection | external |");
  console.log("|---|---|---|---|");
  // Every export up to 20, then every 20th: a long run stays readable.
  for (const [index, m] of memory.entries()) {
    if (index < 20 || (index + 1) % 20 === 0)
      console.log(`| ${index + 1} | ${mb(m.rss)} MB | ${mb(m.heapUsed)} MB | ${mb(m.external)} MB |`);
  }
  const first = memory[1]!;
  const last = memory[memory.length - 1]!;
  console.log(
    `heap used after a full collection, export 2 → ${pdfExportCount}: ${mb(first.heapUsed)} → ${mb(last.heapUsed)} MB (${((last.heapUsed - first.heapUsed) / (pdfExportCount - 2) / 1024).toFixed(0)} KB per export)`,
  );
}

/**
 * The per-page reads of `/pages` (figures and dwell histograms) from monthly plus leftover daily
 * rows (decision 053), beside the same answer summed from the daily rows alone as before, in
 * alternation, so both see the same load.
 */
export async function monthsBesideDays(db: Database["db"], siteId: string, from: string, today: string) {
  const store = new PostgresAnalysisReads(db);
  const filter = { siteId, from, to: today, today };
  const fromDays = async () => {
    await Promise.all([
      db.execute(sql`select page_id, sum(visitors), sum(views), sum(exits), sum(cta_clicks), sum(link_clicks),
        sum(product_clicks), sum(popup_clicks), sum(conversions) from analytics_page_daily
        where site_id = ${siteId} and day between ${from} and ${today} group by page_id`),
      db.execute(sql`select page_id, bucket, sum(count) from analytics_dwell_daily where site_id = ${siteId}
        and lang = ${anyLanguage} and device = ${anyDevice} and day between ${from} and ${today} group by 1, 2`),
    ]);
  };
  const fromMonths = () => Promise.all([store.pages(filter), store.dwell(filter, "page")]);
  const times = { days: [] as number[], months: [] as number[] };
  for (let i = 0; i < samples; i++) {
    for (const [name, read] of [
      ["days", fromDays],
      ["months", fromMonths],
    ] as const) {
      const start = performance.now();
      await read();
      times[name].push(performance.now() - start);
    }
  }
  for (const name of ["days", "months"] as const) {
    const sorted = times[name].sort((a, b) => a - b);
    console.log(
      `| per-page SQL of \`pages\` from ${name === "days" ? "daily rows only (before 053)" : "months + leftover days"} | ${percentile(sorted, 50).toFixed(1)} ms | ${percentile(sorted, 95).toFixed(1)} ms |`,
    );
  }
}
