import { ConfigError, loadConfig } from "./config.ts";
import { InitialAccountError } from "./modules/accounts/initial-accounts.ts";
import { startServer } from "./server.ts";

try {
  const config = loadConfig();
  const { app, stop } = await startServer(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timeout = setTimeout(() => {
      app.log.error("shutdown took longer than 25 s; exiting");
      process.exit(1);
    }, 25_000);
    timeout.unref();
    try {
      await stop();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
} catch (error) {
  if (error instanceof ConfigError || error instanceof InitialAccountError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
