import type { FastifyReply } from "fastify";

/** Sends a CSV file as a download; exports are personal data, so no cache keeps a copy. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "no-store")
    .send(csv);
}
