import type { MessageKey, SurveyResponseBody } from "@mekuri/domain";
import type { FieldProblem } from "../forms/form-validation.ts";

export interface StoredQuestion {
  id: string;
  text: string;
  required: boolean;
  multiple: boolean;
  choices: { id: string; text: string; points: number }[];
}

/**
 * Checks a visitor's answers (viewer.md §5 Survey: every required question answered, each answer
 * one of its question's choices) and adds up the chosen choices' points.
 */
export function scoreSurvey(
  questions: StoredQuestion[],
  answers: SurveyResponseBody["answers"],
): { totalScore: number; chosen: Record<string, string[]>; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const chosen: Record<string, string[]> = {};
  let totalScore = 0;
  const problem = (fieldId: string, message: MessageKey) => problems.push({ fieldId, message });
  const known = new Set(questions.map((q) => q.id));
  for (const questionId of Object.keys(answers)) {
    if (!known.has(questionId)) problem(questionId, "forms.unknownField");
  }
  for (const question of questions) {
    const answer = answers[question.id];
    const ids = answer === undefined ? [] : Array.isArray(answer) ? [...new Set(answer)] : [answer];
    if (ids.length === 0) {
      if (question.required) problem(question.id, "surveys.answerRequired");
      continue;
    }
    if (ids.length > 1 && !question.multiple) {
      problem(question.id, "surveys.singleChoice");
      continue;
    }
    const picked = ids.map((id) => question.choices.find((choice) => choice.id === id));
    if (picked.some((choice) => !choice)) {
      problem(question.id, "surveys.choice");
      continue;
    }
    chosen[question.id] = ids;
    for (const choice of picked) totalScore += choice!.points;
  }
  return { totalScore, chosen, problems };
}
