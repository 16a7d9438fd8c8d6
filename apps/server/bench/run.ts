export {};

/**
 * Benchmarks kept with the project: `npm run bench -- <name>`; figures go to docs/performance.md.
 * They print figures; they assert nothing.
 */
const benches: Record<string, () => Promise<{ run: () => Promise<void> }>> = {
  analytics: () => import("./analytics-bench.ts"),
  "analytics-stores": () => import("./analytics-stores-bench.ts"),
  auth: () => import("./auth-bench.ts"),
  dashboard: () => import("./dashboard-bench.ts"),
  billing: () => import("./billing-bench.ts"),
  "console-size": () => import("./console-size-bench.ts"),
  outage: () => import("./outage-bench.ts"),
  events: () => import("./events-bench.ts"),
  lighthouse: () => import("./lighthouse-bench.ts"),
  "node-flags": () => import("./node-flags-bench.ts"),
  serving: () => import("./serving-bench.ts"),
  "scale-out": () => import("./scale-out-bench.ts"),
  startup: () => import("./startup-bench.ts"),
  "site-list": () => import("./site-list-bench.ts"),
  "viewer-size": () => import("./viewer-size-bench.ts"),
  uploads: () => import("./uploads-bench.ts"),
  notifications: () => import("./notifications-bench.ts"),
};

const names = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const selected = names.length > 0 ? names : Object.keys(benches);
for (const name of selected) {
  const load = benches[name];
  if (!load) {
    process.stderr.write(`Unknown benchmark "${name}". Known: ${Object.keys(benches).join(", ")}\n`);
    process.exit(2);
  }
  process.stdout.write(`\n## ${name}\n`);
  await (await load()).run();
}
