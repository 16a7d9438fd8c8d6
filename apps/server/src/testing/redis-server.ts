import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import net from "node:net";

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, "close");
  return port;
}

async function waitForPort(port: number, open: boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reachable = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      const settle = (value: boolean) => {
        socket.destroy();
        resolve(value);
      };
      socket.once("connect", () => settle(true)).once("error", () => settle(false));
      socket.setTimeout(200, () => settle(false));
    });
    if (reachable === open) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`redis on port ${port} did not ${open ? "start" : "stop"}`);
}

/**
 * A private Redis server on a free port, that a test may kill and start again on the same port
 * (never the shared one: other tests use it). Keeps nothing on disk.
 */
export async function startRedisServer() {
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = async () => {
    child = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: "ignore",
      },
    );
    await waitForPort(port, true);
  };
  /** As a crash: no goodbye to the clients. */
  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    running.kill("SIGKILL");
    await once(running, "exit");
    await waitForPort(port, false);
  };

  /** As a hung server: connections stay open, nothing answers. */
  const pause = () => child?.kill("SIGSTOP");
  const resume = () => child?.kill("SIGCONT");

  await start();
  return { url: `redis://127.0.0.1:${port}`, start, kill, stop: kill, pause, resume };
}
