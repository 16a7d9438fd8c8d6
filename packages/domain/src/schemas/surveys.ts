import { z } from "zod";
import { messageRef } from "../i18n/message-format.ts";
import { email, required, requiredOrType, requiredText } from "./fields.ts";

/** Surveys (admin.md §3 Survey, viewer.md §5): defined in the console, answered on the public site. */
export const surveyLimits = {
  title: 100,
  description: 1000,
  question: 500,
  choice: 200,
  questions: 50,
  choices: 20,
};

const choiceInput = z.object({
  /** Kept when editing so answers stay attached; new choices have none. */
  id: z.uuid().optional(),
  text: requiredText(surveyLimits.choice),
  points: z.number({ error: requiredOrType }).int().min(-1000).max(1000).default(0),
});

const questionInput = z.object({
  id: z.uuid().optional(),
  text: requiredText(surveyLimits.question),
  required: z.boolean().default(true),
  /** Several choices may be picked. */
  multiple: z.boolean().default(false),
  choices: z
    .array(choiceInput)
    .min(1, { error: messageRef("surveys.choiceRequired") })
    .max(surveyLimits.choices),
});

export const surveyBody = z.object({
  title: requiredText(surveyLimits.title),
  description: z.string().max(surveyLimits.description).default(""),
  questions: z
    .array(questionInput)
    .min(1, { error: messageRef("surveys.questionRequired") })
    .max(surveyLimits.questions),
});
export type SurveyBody = z.input<typeof surveyBody>;

export const surveyParams = z.object({ siteId: z.uuid() });
export const surveyItemParams = z.object({ siteId: z.uuid(), id: z.uuid() });

export const surveyChoice = z.object({ id: z.string(), text: z.string(), points: z.number().int() });
export const surveyQuestion = z.object({
  id: z.string(),
  text: z.string(),
  required: z.boolean(),
  multiple: z.boolean(),
  choices: z.array(surveyChoice),
});

/** A survey as the console edits it, with points. */
export const surveyDetail = z.object({
  id: z.string(),
  siteId: z.string(),
  title: z.string(),
  description: z.string(),
  questions: z.array(surveyQuestion),
  responseCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SurveyDetail = z.infer<typeof surveyDetail>;

export const surveyList = z.object({
  items: z.array(surveyDetail.omit({ questions: true })),
});

/** Public: the surveys of a published site. */
export const publicSurveyListQuery = z.object({ siteId: z.uuid() });
export const publicSurveyList = z.object({ items: z.array(z.object({ id: z.string(), title: z.string() })) });
export const publicSurveyParams = z.object({ id: z.uuid() });

/** Public: a survey's questions without points. */
export const publicSurveyQuestions = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  questions: z.array(
    surveyQuestion.omit({ choices: true }).extend({
      choices: z.array(z.object({ id: z.string(), text: z.string() })),
    }),
  ),
});
export type PublicSurveyQuestions = z.infer<typeof publicSurveyQuestions>;

export const surveyResponseBody = z.object({
  /** question id → the chosen choice id, or the chosen ids of a multiple-choice question. */
  answers: z.record(z.string().max(64), z.union([z.string().max(64), z.array(z.string().max(64)).max(20)]), {
    error: (issue) => (issue.input === undefined ? required : messageRef("validation.invalidType")),
  }),
  email,
});
export type SurveyResponseBody = z.infer<typeof surveyResponseBody>;

export const surveyResponseResult = z.object({ totalScore: z.number().int(), message: z.string() });
export type SurveyResponseResult = z.infer<typeof surveyResponseResult>;

/** The console's list of a survey's responses (the operator sees each answer and the score). */
export const surveyResponsesQuery = z.object({
  email: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type SurveyResponsesQuery = z.infer<typeof surveyResponsesQuery>;

export const surveyResponseRow = z.object({
  id: z.string(),
  email: z.string(),
  totalScore: z.number().int(),
  /** Each question in the survey's order, with the texts of the chosen options. */
  answers: z.array(z.object({ questionId: z.string(), question: z.string(), choices: z.array(z.string()) })),
  createdAt: z.string(),
});
export const surveyResponsePage = z.object({ items: z.array(surveyResponseRow), total: z.number().int() });
export type SurveyResponsePage = z.infer<typeof surveyResponsePage>;
