import { createHash, timingSafeEqual } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { translate } from "@mekuri/domain";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../platform/http/app-error.ts";
import type { MetricSources, Metrics } from "../../platform/metrics/metrics.ts";
import { bearerToken } from "../auth/access-control.ts";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares digests of equal length in constant time, so the answer's timing tells nothing of the token. */
function tokenCheck(token: string | undefined) {
  if (!token) return () => true;
  const expected = digest(token);
  return (request: { headers: { authorization?: string } }) => {
    const given = bearerToken(request);
    return given !== undefined && timingSafeEqual(digest(given), expected);
  };
}

/**
 * Serves the metrics (decision 083): on METRICS_PORT, a listener of its own that answers nothing
 * else and is never behind the public proxy; else on the main port at /metrics, which the console
 * and the sites share, only with `Authorization: Bearer METRICS_TOKEN`. With both, the token is
 * asked on the metrics port too. Requests are timed by route pattern in an onResponse callback.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, sources: MetricSources) {
  const { settings } = metrics;
  metrics.watch(sources, app.log);
  app.addHook("onResponse", (request, reply, done) => {
    metrics.observeRequest(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime);
    done();
  });
  const authorized = tokenCheck(settings.token);

  if (settings.port === undefined) {
    app.get(
      "/metrics",
      {
        // A scrape every few seconds would fill the log; refusals still log as warnings.
        logLevel: "warn",
        config: { access: "public", answersUnderPressure: true },
        schema: { hide: true },
      },
      async (request, reply) => {
        if (!authorized(request)) {
          throw new AppError(401, "UNAUTHORIZED", "auth.unauthorized", undefined, {
            "www-authenticate": 'Bearer realm="metrics"',
          });
        }
        return reply.type(metrics.contentType).send(await metrics.text());
      },
    );
    return;
  }

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? "").split("?")[0];
    if (path !== "/metrics" || (request.method !== "GET" && request.method !== "HEAD")) {
      response
        .writeHead(404, { "content-type": "text/plain; charset=utf-8" })
        .end("Not found: try /metrics\n");
      return;
    }
    if (!authorized(request)) {
      response
        .writeHead(401, {
          "content-type": "text/plain; charset=utf-8",
          "www-authenticate": 'Bearer realm="metrics"',
        })
        .end(`${translate("auth.unauthorized", "en")}\n`);
      return;
    }
    metrics.text().then(
      (body) => response.writeHead(200, { "content-type": metrics.contentType }).end(body),
      (error: unknown) => {
        app.log.error({ err: error }, "metrics not collected");
        response.writeHead(500).end();
      },
    );
  };
  let server: Server | undefined;
  let metricsAddress: AddressInfo | undefined;
  app.decorate("metricsPort", () => metricsAddress?.port);
  app.addHook("onReady", async () => {
    server = createServer(answer);
    server.listen(settings.port, settings.host);
    try {
      await once(server, "listening");
    } catch (error) {
      throw new Error(`METRICS_PORT ${settings.port} on ${settings.host}: ${(error as Error).message}`);
    }
    metricsAddress = server.address() as AddressInfo;
  });
  app.addHook("onClose", async () => {
    if (!server?.listening) return;
    server.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
}

declare module "fastify" {
  interface FastifyInstance {
    /** The metrics listener's port once it listens (METRICS_PORT=0 takes any free one). */
    metricsPort?: () => number | undefined;
  }
}
