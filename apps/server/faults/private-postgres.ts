import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";

/** Debian keeps PostgreSQL's server programs off PATH, in one folder per major version. */
function searchPath() {
  const debian = "/usr/lib/postgresql";
  const versions = existsSync(debian) ? readdirSync(debian).sort().reverse() : [];
  return [process.env.PATH, ...versions.map((version) => path.join(debian, version, "bin"))].join(":");
}

/**
 * A PostgreSQL cluster of the fault suite's own, in a temporary folder on a free port, so the suite
 * can stop it the hard way without touching any other server. PostgreSQL refuses to run as root:
 * as root, its programs run as the `postgres` user, who owns the folder.
 */
export async function startPrivatePostgres() {
  const root = mkdtempSync(path.join(tmpdir(), "mekuri-faults-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    chownSync(root, uid, gid);
  }
  const run = (program: string, args: string[]) =>
    execFileSync(asRoot ? "runuser" : program, asRoot ? ["-u", "postgres", "--", program, ...args] : args, {
      stdio: ["ignore", "ignore", "pipe"],
      timeout: 60_000,
      env: { ...process.env, PATH: searchPath() },
    });
  const data = path.join(root, "data");
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(root, "log"), "-w", "start"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops it as a crash would (`-m immediate`: no checkpoint, clients cut at once). */
    crash: () => run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]),
    start,
    destroy: () => {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // Already stopped.
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export type PrivatePostgres = Awaited<ReturnType<typeof startPrivatePostgres>>;
