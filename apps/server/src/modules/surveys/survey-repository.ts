import { randomUUID } from "node:crypto";
import { type SurveyDetail, type surveyBody, surveyQuestion } from "@mekuri/domain";
import { and, asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/database/database.ts";
import { surveyResponses, surveys } from "../../platform/database/schema/index.ts";
import { notFound } from "../../platform/http/app-error.ts";
import type { StoredQuestion } from "./survey-scoring.ts";

type SurveyInput = z.output<typeof surveyBody>;
type SurveyRow = typeof surveys.$inferSelect;

const storedQuestions = z.array(surveyQuestion);

export function questionsOf(row: SurveyRow): StoredQuestion[] {
  return storedQuestions.parse(row.questions);
}

/** Ids kept from the editor stay, so answers already given still name their questions; new ones get one. */
function withIds(input: SurveyInput): StoredQuestion[] {
  return input.questions.map((question) => ({
    id: question.id ?? randomUUID(),
    text: question.text,
    required: question.required,
    multiple: question.multiple,
    choices: question.choices.map((choice) => ({
      id: choice.id ?? randomUUID(),
      text: choice.text,
      points: choice.points,
    })),
  }));
}

function detailOf(row: SurveyRow, responseCount: number): SurveyDetail {
  return {
    id: row.id,
    siteId: row.siteId,
    title: row.title,
    description: row.description,
    questions: questionsOf(row),
    responseCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function responseCount(db: Db, surveyId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(surveyResponses)
    .where(eq(surveyResponses.surveyId, surveyId));
  return row?.value ?? 0;
}

export async function listSurveys(db: Db, siteId: string) {
  const rows = await db
    .select({ survey: surveys, responses: count(surveyResponses.id) })
    .from(surveys)
    .leftJoin(surveyResponses, eq(surveyResponses.surveyId, surveys.id))
    .where(eq(surveys.siteId, siteId))
    .groupBy(surveys.id)
    .orderBy(asc(surveys.createdAt));
  return rows.map(({ survey, responses }) => {
    const { questions: _questions, ...rest } = detailOf(survey, responses);
    return rest;
  });
}

export async function findSurvey(db: Db, siteId: string, id: string): Promise<SurveyRow> {
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.id, id), eq(surveys.siteId, siteId)));
  if (!row) throw notFound();
  return row;
}

export async function getSurvey(db: Db, siteId: string, id: string): Promise<SurveyDetail> {
  const row = await findSurvey(db, siteId, id);
  return detailOf(row, await responseCount(db, id));
}

export async function createSurvey(db: Db, siteId: string, input: SurveyInput): Promise<SurveyDetail> {
  const [row] = await db
    .insert(surveys)
    .values({ siteId, title: input.title, description: input.description, questions: withIds(input) })
    .returning();
  return detailOf(row!, 0);
}

export async function updateSurvey(db: Db, siteId: string, id: string, input: SurveyInput) {
  await findSurvey(db, siteId, id);
  const [row] = await db
    .update(surveys)
    .set({ title: input.title, description: input.description, questions: withIds(input) })
    .where(eq(surveys.id, id))
    .returning();
  return detailOf(row!, await responseCount(db, id));
}

export async function deleteSurvey(db: Db, siteId: string, id: string) {
  await findSurvey(db, siteId, id);
  await db.delete(surveys).where(eq(surveys.id, id));
}
