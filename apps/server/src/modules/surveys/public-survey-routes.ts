import {
  errorResponse,
  publicSurveyList,
  publicSurveyListQuery,
  publicSurveyParams,
  publicSurveyQuestions,
  surveyResponseBody,
  surveyResponseResult,
  translate,
} from "@mekuri/domain";
import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { surveyResponses, surveys } from "../../platform/database/schema/index.ts";
import { notFound } from "../../platform/http/app-error.ts";
import type { ConversionRecorder } from "../analytics/conversions.ts";
import { formRejected } from "../forms/form-errors.ts";
import type { SubmissionLimiter } from "../forms/submission-limits.ts";
import type { PublishedSites } from "../public-site/published-sites.ts";
import { questionsOf } from "./survey-repository.ts";
import { scoreSurvey } from "./survey-scoring.ts";

const tags = ["end user: surveys"];
const errors = { 400: errorResponse, 404: errorResponse, 429: errorResponse };

/** Answering surveys on the public site (viewer.md §7): only surveys of a published site exist here. */
export const publicSurveyRoutes: FastifyPluginAsyncZod<{
  db: Db;
  published: PublishedSites;
  limiter: SubmissionLimiter;
  conversions: ConversionRecorder;
}> = async (app, { db, published, limiter, conversions }) => {
  async function requirePublicSurvey(id: string) {
    const [row] = await db.select().from(surveys).where(eq(surveys.id, id));
    if (!row || !(await published.isPublic(row.siteId))) throw notFound();
    return row;
  }

  app.get(
    "/end-user/survey",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The surveys of a published site",
        querystring: publicSurveyListQuery,
        response: { 200: publicSurveyList, ...errors },
      },
    },
    async (request) => {
      if (!(await published.isPublic(request.query.siteId))) throw notFound();
      const rows = await db
        .select({ id: surveys.id, title: surveys.title })
        .from(surveys)
        .where(eq(surveys.siteId, request.query.siteId))
        .orderBy(asc(surveys.createdAt));
      return { items: rows };
    },
  );

  app.get(
    "/end-user/survey/:id/questions",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A survey's questions and choices, without points",
        params: publicSurveyParams,
        response: { 200: publicSurveyQuestions, ...errors },
      },
    },
    async (request) => {
      const row = await requirePublicSurvey(request.params.id);
      return {
        id: row.id,
        title: row.title,
        description: row.description,
        questions: questionsOf(row).map((question) => ({
          id: question.id,
          text: question.text,
          required: question.required,
          multiple: question.multiple,
          choices: question.choices.map((choice) => ({ id: choice.id, text: choice.text })),
        })),
      };
    },
  );

  app.post(
    "/end-user/survey/:id/response",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Answer a survey: every required question and a valid e-mail; answers the total score",
        params: publicSurveyParams,
        body: surveyResponseBody,
        response: { 201: surveyResponseResult, ...errors },
      },
    },
    async (request, reply) => {
      const row = await requirePublicSurvey(request.params.id);
      await limiter.hit("survey", row.siteId, request.ip);
      const { totalScore, chosen, problems } = scoreSurvey(questionsOf(row), request.body.answers);
      if (problems.length) throw formRejected(problems, "answers");
      await db.insert(surveyResponses).values({
        surveyId: row.id,
        siteId: row.siteId,
        email: request.body.email,
        answers: chosen,
        totalScore,
      });
      await conversions.record({
        siteId: row.siteId,
        kind: "survey",
        targetId: row.id,
        lang: null,
        headers: request.headers,
        snapshot: (await published.find(row.siteId))?.snapshot,
      });
      return reply
        .status(201)
        .send({ totalScore, message: translate("surveys.thanks", request.locale, { score: totalScore }) });
    },
  );
};
