import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

/**
 * Runs autocannon in a process of its own, so the server's process counts only its own CPU time
 * (`process.cpuUsage`). The load still shares the machine's cores with the server.
 */
export function loadFromOwnProcess(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    child.once("message", (result) => resolve(result as autocannon.Result));
    child.once("error", reject);
    child.once("exit", (code) => code !== 0 && reject(new Error(`load process exited with ${code}`)));
    child.send(options);
  });
}

if (process.send) {
  process.once("message", async (options) => {
    const result = await autocannon(options as autocannon.Options);
    process.send!(result, () => process.exit(0));
  });
}
