import {
  errorResponse,
  type Locale,
  siteDataParams,
  siteDataQuery,
  siteMemberPage,
  siteSubmissionPage,
  toCsv,
  translate,
} from "@mekuri/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { sendCsv } from "../../platform/http/csv-reply.ts";
import { requireActor } from "../auth/access-control.ts";
import { findOwnedSite } from "../tenancy/site-scope.ts";
import { formatJst } from "./jst.ts";
import { findSiteData, type SiteDataKind, type SiteDataRow } from "./site-data-repository.ts";

const tags = ["site data"];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
/** An export holds at most this many rows, newest first. */
export const exportRowLimit = 10_000;

const lists: { path: string; kind: SiteDataKind; name: string }[] = [
  { path: "site-member", kind: "member", name: "members" },
  { path: "site-contact", kind: "contact", name: "contact submissions" },
  { path: "site-form", kind: "homepage", name: "form submissions" },
];

function csvOf(kind: SiteDataKind, rows: SiteDataRow[], locale: Locale): string {
  // One column per field, in the order fields first appear; the newest title names it.
  const columns = new Map<string, string>();
  for (const row of [...rows].reverse())
    for (const field of row.fields) columns.set(field.fieldId, field.title);
  const header = [
    translate("siteData.csvDate", locale),
    translate("siteData.csvLang", locale),
    translate("siteData.csvEmail", locale),
    ...(kind === "homepage" ? [translate("siteData.csvMode", locale)] : []),
    ...columns.values(),
  ];
  const lines = rows.map((row) => {
    const values = new Map(row.fields.map((field) => [field.fieldId, field.value]));
    return [
      formatJst(row.createdAt),
      row.lang,
      row.email ?? "",
      ...(kind === "homepage" ? [row.mode ?? ""] : []),
      ...[...columns.keys()].map((id) => {
        const value = values.get(id);
        return Array.isArray(value) ? value.join(", ") : (value ?? "");
      }),
    ];
  });
  return toCsv([header, ...lines]);
}

/** The Membership, CONTACT and Form lists of a site and their CSV exports (admin.md §2, §7). */
export const siteDataRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const { path, kind, name } of lists) {
    app.get(
      `/${path}/:siteId`,
      {
        config: { access: "siteData:view" },
        schema: {
          tags,
          summary: `The site's ${name}, newest first, with keyword, e-mail and language filters`,
          params: siteDataParams,
          querystring: siteDataQuery,
          response: { 200: kind === "member" ? siteMemberPage : siteSubmissionPage, ...errors },
        },
      },
      async (request) => {
        await findOwnedSite(db, requireActor(request), request.params.siteId);
        const { rows, total } = await findSiteData(db, kind, request.params.siteId, request.query);
        return {
          total,
          items: rows.map((row) => ({
            id: row.id,
            email: row.email ?? (kind === "member" ? "" : null),
            lang: row.lang,
            mode: row.mode,
            fields: row.fields,
            createdAt: row.createdAt.toISOString(),
            lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
          })) as never,
        };
      },
    );

    app.get(
      `/${path}/:siteId/export-csv`,
      {
        config: { access: "siteData:export" },
        schema: {
          tags,
          summary: `The site's ${name} as CSV (UTF-8 with BOM, CRLF), with the list's filters`,
          params: siteDataParams,
          querystring: siteDataQuery.omit({ page: true, size: true }),
          produces: ["text/csv"],
          response: errors,
        },
      },
      async (request, reply) => {
        const { site } = await findOwnedSite(db, requireActor(request), request.params.siteId);
        const { rows } = await findSiteData(db, kind, site.id, {
          ...request.query,
          page: 1,
          size: exportRowLimit,
        });
        const file = `${path}-${site.id}-${formatJst(new Date()).slice(0, 10)}.csv`;
        return sendCsv(reply, file, csvOf(kind, rows, request.locale));
      },
    );
  }
};
