import {
  analysisAccessResponse,
  analysisQuery,
  analysisSiteParams,
  errorResponse,
  flowResponse,
  lpChartResponse,
  lpSummaryResponse,
  type MessageKey,
  pagesResponse,
  rankingAvailable,
  rankingResponse,
  tapQuery,
  tapsResponse,
  translate,
} from "@mekuri/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { sendCsv } from "../../platform/http/csv-reply.ts";
import { PdfFontMissingError } from "../../platform/pdf/cjk-font.ts";
import { sendPdf } from "../../platform/pdf/pdf-reply.ts";
import { requireActor } from "../auth/access-control.ts";
import { lpCsv, pagesCsv, rankingCsv } from "./analysis-csv.ts";
import { analysisPdf } from "./analysis-pdf.ts";
import { AnalysisService } from "./analysis-service.ts";
import { analyticsOpenFor } from "./analytics-access.ts";
import type { AnalyticsStore } from "./analytics-store.ts";

const tags = ["analytics"];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * admin.md §7 Analysis: the swipe analytics of one site, from the rollups. Every call needs the
 * `analytics` permission (config.access), a site of the caller's tree and a plan with
 * `analyticsEffect` (AnalysisService.open).
 */
export const analysisRoutes: FastifyPluginAsyncZod<{ db: Db; analytics: AnalyticsStore }> = async (
  app,
  { db, analytics },
) => {
  const service = new AnalysisService(db, analytics.reads);
  const config = { access: "analytics:view" } as const;
  const base = "/analysis/site/:id";
  const route = { params: analysisSiteParams, querystring: analysisQuery, tags };

  app.get(
    "/analysis/access",
    {
      config,
      schema: {
        tags,
        summary:
          "Whether the navigation shows the plan lock on swipe analytics: neither the caller's plan nor the plan of any site's owner it reaches has analyticsEffect",
        response: { 200: analysisAccessResponse, ...errors },
      },
    },
    async (request) => ({ locked: !(await analyticsOpenFor(db, requireActor(request))) }),
  );

  app.get(
    `${base}/lp`,
    {
      config,
      schema: {
        ...route,
        summary: "LP summary of the period, with the previous period, funnel, entry sources and devices",
        response: { 200: lpSummaryResponse, ...errors },
      },
    },
    async (request) =>
      service.lp(await service.open(requireActor(request), request.params.id, request.query)),
  );

  app.get(
    `${base}/lp/chart`,
    {
      config,
      schema: {
        ...route,
        summary: "The LP figures per JST day of the period",
        response: { 200: lpChartResponse, ...errors },
      },
    },
    async (request) =>
      service.chart(await service.open(requireActor(request), request.params.id, request.query)),
  );

  app.get(
    `${base}/pages`,
    {
      config,
      schema: {
        ...route,
        summary: "Per page: reach, views, exit rate, dwell median and p90, clicks, conversions",
        response: { 200: pagesResponse, ...errors },
      },
    },
    async (request) =>
      service.pages(await service.open(requireActor(request), request.params.id, request.query)),
  );

  app.get(
    `${base}/ranking`,
    {
      config,
      schema: {
        ...route,
        summary: "CV, CTA and popup rankings (sites of at least 10 pages)",
        response: { 200: rankingResponse, ...errors },
      },
    },
    async (request) =>
      service.ranking(await service.open(requireActor(request), request.params.id, request.query), (key) =>
        translate(key, request.locale),
      ),
  );

  app.get(
    `${base}/taps`,
    {
      config,
      schema: {
        ...route,
        querystring: tapQuery,
        summary: "The tap heatmap of one page: taps per cell of a 50 × 50 grid",
        response: { 200: tapsResponse, ...errors },
      },
    },
    async (request) =>
      service.taps(
        await service.open(requireActor(request), request.params.id, request.query),
        request.query.page,
      ),
  );

  app.get(
    `${base}/flow`,
    {
      config,
      schema: {
        ...route,
        summary: "Swipe flow: which page visitors went to next, and in which direction",
        response: { 200: flowResponse, ...errors },
      },
    },
    async (request) =>
      service.flow(await service.open(requireActor(request), request.params.id, request.query)),
  );

  const csv = { ...route, produces: ["text/csv"], response: errors };
  app.get(
    `${base}/lp/export`,
    { config, schema: { ...csv, summary: "The LP figures per day as CSV (UTF-8 with BOM)" } },
    async (request, reply) => {
      const context = await service.open(requireActor(request), request.params.id, request.query);
      const { from, to } = context.period;
      return sendCsv(reply, `lp-${from}-${to}.csv`, lpCsv(await service.chart(context), request.locale));
    },
  );

  app.get(
    `${base}/page/export`,
    { config, schema: { ...csv, summary: "The per-page figures as CSV (UTF-8 with BOM)" } },
    async (request, reply) => {
      const context = await service.open(requireActor(request), request.params.id, request.query);
      const { from, to } = context.period;
      return sendCsv(
        reply,
        `pages-${from}-${to}.csv`,
        pagesCsv(await service.pages(context), request.locale),
      );
    },
  );

  app.get(
    `${base}/ranking/export`,
    { config, schema: { ...csv, summary: "The CV, CTA and popup rankings as CSV (UTF-8 with BOM)" } },
    async (request, reply) => {
      const context = await service.open(requireActor(request), request.params.id, request.query);
      const { from, to } = context.period;
      const ranking = await service.ranking(context, (key) => translate(key, request.locale));
      return sendCsv(reply, `ranking-${from}-${to}.csv`, rankingCsv(ranking, request.locale));
    },
  );

  app.get(
    `${base}/export-pdf`,
    {
      config,
      schema: {
        ...route,
        produces: ["application/pdf"],
        summary: "The period's report as PDF: summary, daily chart, page table and rankings",
        response: { ...errors, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const context = await service.open(requireActor(request), request.params.id, request.query);
      const label = (key: MessageKey) => translate(key, request.locale);
      const { pages: sitePages } = await context.structure();
      const [summary, chart, pages, ranking] = await Promise.all([
        service.lp(context),
        service.chart(context),
        service.pages(context),
        rankingAvailable(sitePages.length) ? service.ranking(context, label) : undefined,
      ]);
      const { lang, device } = context.filter;
      const pdf = await analysisPdf(
        { summary, chart, pages, ranking, filter: { lang, device }, generatedAt: new Date() },
        request.locale,
      ).catch((error: unknown) => {
        if (!(error instanceof PdfFontMissingError)) throw error;
        request.log.error(error.message);
        throw new AppError(503, "SERVICE_UNAVAILABLE", "analytics.pdfUnavailable");
      });
      const { from, to } = context.period;
      return sendPdf(reply, `report-${from}-${to}.pdf`, pdf);
    },
  );
};
