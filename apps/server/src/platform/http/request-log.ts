import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * One log line per request, written when it is answered, with what Fastify's two lines (arrival,
 * completion) held between them, so a busy site's beacons do not drown its logs. Routes keep
 * their `logLevel`: health checks, at "warn", write none.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
