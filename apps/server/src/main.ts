import { commandNames, isCommandName, runCommand } from "./commands.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { PendingMigrationsError } from "./first-start.ts";
import { InitialAccountError } from "./modules/accounts/initial-accounts.ts";
import { startServer } from "./server.ts";

/** Without an argument the server starts; `migrate` and `seed` run once and exit. */
const command = process.argv[2];

async function serve() {
  const config = loadConfig();
  const starting = startServer(config, undefined, { giveBackStartMemory: true });

  // Listening is not the start's last step (the start notes check ffmpeg after it): a SIGTERM that
  // arrives once /readyz answers must still stop the server cleanly, so the handlers are set first.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const timeout = setTimeout(() => {
      process.stderr.write(`shutdown after ${signal} took longer than 25 s; exiting\n`);
      process.exit(1);
    }, 25_000);
    timeout.unref();
    try {
      const { app, stop } = await starting;
      app.log.info({ signal }, "shutting down: finishing in-flight requests");
      await stop();
      process.exit(0);
    } catch (error) {
      process.stderr.write(`shutdown after ${signal} failed: ${String(error)}\n`);
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  await starting;
}

try {
  if (command === undefined) {
    await serve();
  } else if (isCommandName(command)) {
    for (const line of await runCommand(command, loadConfig())) process.stdout.write(`${line}\n`);
  } else {
    process.stderr.write(
      `Unknown command "${command}". Known: ${commandNames.join(", ")}; none starts the server.\n`,
    );
    process.exit(2);
  }
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof InitialAccountError ||
    error instanceof PendingMigrationsError
  ) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
