import {
  errorResponse,
  messageResponse,
  surveyBody,
  surveyDetail,
  surveyItemParams,
  surveyList,
  surveyParams,
  surveyResponsePage,
  surveyResponsesQuery,
  toCsv,
  translate,
} from "@mekuri/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { sendCsv } from "../../platform/http/csv-reply.ts";
import { requireActor } from "../auth/access-control.ts";
import { formatJst } from "../site-data/jst.ts";
import { exportRowLimit } from "../site-data/site-data-routes.ts";
import { findOwnedSite } from "../tenancy/site-scope.ts";
import {
  createSurvey,
  deleteSurvey,
  findSurvey,
  getSurvey,
  listSurveys,
  questionsOf,
  updateSurvey,
} from "./survey-repository.ts";
import { findSurveyResponses } from "./survey-responses.ts";

const tags = ["surveys"];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Survey definitions of a site (admin.md §3 Survey): reading needs site viewing, changes site editing. */
export const surveyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const siteOf = (request: Parameters<typeof requireActor>[0], siteId: string) =>
    findOwnedSite(db, requireActor(request), siteId);

  app.get(
    "/site/:siteId/survey",
    {
      config: { access: "sites:view" },
      schema: {
        tags,
        summary: "The site's surveys",
        params: surveyParams,
        response: { 200: surveyList, ...errors },
      },
    },
    async (request) => {
      await siteOf(request, request.params.siteId);
      return { items: await listSurveys(db, request.params.siteId) };
    },
  );

  app.get(
    "/site/:siteId/survey/:id",
    {
      config: { access: "sites:view" },
      schema: {
        tags,
        summary: "A survey with its questions, choices and points",
        params: surveyItemParams,
        response: { 200: surveyDetail, ...errors },
      },
    },
    async (request) => {
      await siteOf(request, request.params.siteId);
      return getSurvey(db, request.params.siteId, request.params.id);
    },
  );

  app.post(
    "/site/:siteId/survey",
    {
      config: { access: "sites:edit" },
      schema: {
        tags,
        summary: "Create a survey",
        params: surveyParams,
        body: surveyBody,
        response: { 201: surveyDetail, ...errors },
      },
    },
    async (request, reply) => {
      await siteOf(request, request.params.siteId);
      return reply.status(201).send(await createSurvey(db, request.params.siteId, request.body));
    },
  );

  app.put(
    "/site/:siteId/survey/:id",
    {
      config: { access: "sites:edit" },
      schema: {
        tags,
        summary: "Replace a survey's title, description and questions",
        params: surveyItemParams,
        body: surveyBody,
        response: { 200: surveyDetail, ...errors },
      },
    },
    async (request) => {
      await siteOf(request, request.params.siteId);
      return updateSurvey(db, request.params.siteId, request.params.id, request.body);
    },
  );

  app.delete(
    "/site/:siteId/survey/:id",
    {
      config: { access: "sites:edit" },
      schema: {
        tags,
        summary: "Delete a survey and its responses",
        params: surveyItemParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await siteOf(request, request.params.siteId);
      await deleteSurvey(db, request.params.siteId, request.params.id);
      return { message: translate("surveys.deleted", request.locale) };
    },
  );
  app.get(
    "/site/:siteId/survey/:id/responses",
    {
      config: { access: "siteData:view" },
      schema: {
        tags,
        summary: "A survey's responses, newest first, with each answer and the total score",
        params: surveyItemParams,
        querystring: surveyResponsesQuery,
        response: { 200: surveyResponsePage, ...errors },
      },
    },
    async (request) => {
      await siteOf(request, request.params.siteId);
      const survey = await findSurvey(db, request.params.siteId, request.params.id);
      return findSurveyResponses(db, survey.id, questionsOf(survey), request.query);
    },
  );

  app.get(
    "/site/:siteId/survey/:id/responses/export-csv",
    {
      config: { access: "siteData:export" },
      schema: {
        tags,
        summary: "A survey's responses as CSV (UTF-8 with BOM, CRLF): one column per question",
        params: surveyItemParams,
        querystring: surveyResponsesQuery.omit({ page: true, size: true }),
        produces: ["text/csv"],
        response: errors,
      },
    },
    async (request, reply) => {
      await siteOf(request, request.params.siteId);
      const survey = await findSurvey(db, request.params.siteId, request.params.id);
      const questions = questionsOf(survey);
      const { items } = await findSurveyResponses(db, survey.id, questions, {
        ...request.query,
        page: 1,
        size: exportRowLimit,
      });
      const { locale } = request;
      const header = [
        translate("siteData.csvDate", locale),
        translate("siteData.csvEmail", locale),
        translate("surveys.csvScore", locale),
        ...questions.map((question) => question.text),
      ];
      const rows = items.map((item) => [
        formatJst(new Date(item.createdAt)),
        item.email,
        item.totalScore,
        ...item.answers.map((answer) => answer.choices.join(", ")),
      ]);
      const file = `survey-${survey.id}-${formatJst(new Date()).slice(0, 10)}.csv`;
      return sendCsv(reply, file, toCsv([header, ...rows]));
    },
  );
};
