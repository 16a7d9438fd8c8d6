import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port.ts";

const serverFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const releaseServer = path.resolve(serverFolder, "../../dist/release/server.mjs");

/**
 * The real server (`src/main.ts`) as a child process on a free port, so the suite can send it real
 * signals; with `release`, the built bundle as `npm start` runs it, after Node's own `nodeArgs`.
 * `output` keeps what it printed, for the failure message.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { startTimeoutMs?: number; release?: { nodeArgs: string[] } } = {},
) {
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  const port = await freePort();
  const args = options.release
    ? [...options.release.nodeArgs, releaseServer]
    : ["--import", "tsx", "src/main.ts"];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: serverFolder,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      INITIAL_MASTER_EMAIL: "ops@example.com",
      INITIAL_MASTER_PASSWORD: "Fault-suite1",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      // Every request of the suite comes from one address.
      RATE_LIMIT_SCALE: "1000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  void exited.then((result) => {
    exit = result;
  });

  const started = Date.now();
  while (!output.includes("Mekuri is running")) {
    if (exit) throw new Error(`the server exited at start (${JSON.stringify(exit)}):\n${output}`);
    if (Date.now() - started > startTimeoutMs) {
      child.kill("SIGKILL");
      throw new Error(`the server did not start within ${startTimeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url: `http://127.0.0.1:${port}`,
    get output() {
      return output;
    },
    /** Undefined while it runs. */
    get exit() {
      return exit;
    },
    signal: (signal: NodeJS.Signals) => child.kill(signal),
    exited,
  };
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;
