import type { FastifyReply } from "fastify";

/** Sends a PDF file as a download; reports and invoices are personal data, so no cache keeps a copy. */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "no-store")
    .send(pdf);
}
