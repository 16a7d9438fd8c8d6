import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startDemoServer } from "./demo-server.ts";

const nginxPort = 4391;

/** fetch cannot set Host; the site answers only on its own host name. */
function getWithHost(url: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          response.statusCode === 200
            ? resolve(Buffer.concat(chunks).toString("utf8"))
            : reject(new Error(`HTTP ${response.statusCode}`)),
        );
      })
      .on("error", reject);
  });
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: 20, duration: 5, workers: 1 });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function startNginx(root: string): Promise<ChildProcess> {
  const conf = path.join(root, "nginx.conf");
  writeFileSync(
    conf,
    `daemon off; worker_processes 1; pid ${root}/nginx.pid; error_log ${root}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; keepalive_requests 100000;
  types { text/html html; application/json json; }
  server { listen 127.0.0.1:${nginxPort}; root ${root}/www; } }`,
  );
  const child = spawn("nginx", ["-c", conf, "-p", root], { stdio: "ignore" });
  return new Promise((resolve) => setTimeout(() => resolve(child), 500));
}

/**
 * The public site HTML and the snapshot endpoint under load on loopback, each as a ratio to nginx
 * serving the very same bytes as static files in the same run (issue 3). Needs Debian's nginx.
 */
export async function run() {
  const server = await startDemoServer(4392);
  const host = new URL(server.origin).host;
  const htmlUrl = `http://127.0.0.1:4392/sites/${server.siteId}/A1`;
  const snapshotUrl = `http://127.0.0.1:4392/api/v1/end-user/site/${server.siteId}?lang=ja`;
  const html = await getWithHost(htmlUrl, host);
  const snapshot = await fetch(snapshotUrl).then((r) => r.text());

  const root = mkdtempSync(path.join(tmpdir(), "mekuri-bench-nginx-"));
  // nginx's workers run as an unprivileged user; the folder must be readable to them.
  chmodSync(root, 0o755);
  const www = path.join(root, "www");
  mkdirSync(www);
  writeFileSync(path.join(www, "site.html"), html);
  writeFileSync(path.join(www, "snapshot.json"), snapshot);
  let nginx: ChildProcess | undefined;
  try {
    nginx = await startNginx(root);
    const rows: [string, Awaited<ReturnType<typeof load>>, Awaited<ReturnType<typeof load>>][] = [
      [
        "site HTML (first page rendered)",
        await load(htmlUrl, { host }),
        await load(`http://127.0.0.1:${nginxPort}/site.html`),
      ],
      [
        "snapshot endpoint",
        await load(snapshotUrl),
        await load(`http://127.0.0.1:${nginxPort}/snapshot.json`),
      ],
    ];
    console.log(`bytes: HTML ${Buffer.byteLength(html)}, snapshot ${Buffer.byteLength(snapshot)}`);
    for (const [label, ours, theirs] of rows) {
      console.log(
        `${label}: ${Math.round(ours.rps)} req/s (p99 ${ours.p99} ms) vs nginx ${Math.round(theirs.rps)} req/s ` +
          `(p99 ${theirs.p99} ms): ratio ${(ours.rps / theirs.rps).toFixed(2)}; errors ${ours.errors}/${theirs.errors}`,
      );
    }
  } finally {
    nginx?.kill();
    rmSync(root, { recursive: true, force: true });
    await server.stop();
  }
}
