import type { SurveyResponsePage, SurveyResponsesQuery } from "@mekuri/domain";
import { and, count, desc, eq, ilike } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { surveyResponses } from "../../platform/database/schema/index.ts";
import type { StoredQuestion } from "./survey-scoring.ts";

type Answers = Record<string, string[]>;
type ResponseRow = SurveyResponsePage["items"][number];

/** Stored choice ids as the console reads them: question and option texts, in the survey's order. */
export function describeAnswers(questions: StoredQuestion[], answers: Answers): ResponseRow["answers"] {
  return questions.map((question) => {
    const chosen = new Set(answers[question.id] ?? []);
    return {
      questionId: question.id,
      question: question.text,
      choices: question.choices.filter((choice) => chosen.has(choice.id)).map((choice) => choice.text),
    };
  });
}

/** A page of a survey's responses, newest first, optionally for one e-mail address (partial match). */
export async function findSurveyResponses(
  db: Db,
  surveyId: string,
  questions: StoredQuestion[],
  query: SurveyResponsesQuery,
): Promise<SurveyResponsePage> {
  const email = query.email?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = and(
    eq(surveyResponses.surveyId, surveyId),
    email ? ilike(surveyResponses.email, `%${email}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(surveyResponses)
      .where(where)
      .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ value: count() }).from(surveyResponses).where(where),
  ]);
  return {
    total: total?.value ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      totalScore: row.totalScore,
      answers: describeAnswers(questions, row.answers as Answers),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
