import { describe, expect, it } from "vitest";
import { type StoredQuestion, scoreSurvey } from "./survey-scoring.ts";

const questions: StoredQuestion[] = [
  {
    id: "q1",
    text: "One",
    required: true,
    multiple: false,
    choices: [
      { id: "a", text: "A", points: 3 },
      { id: "b", text: "B", points: -1 },
    ],
  },
  {
    id: "q2",
    text: "Two",
    required: false,
    multiple: true,
    choices: [
      { id: "c", text: "C", points: 2 },
      { id: "d", text: "D", points: 5 },
    ],
  },
];

describe("survey scoring", () => {
  it("adds the points of every chosen choice, counting a repeated choice once", () => {
    expect(scoreSurvey(questions, { q1: "b", q2: ["c", "d", "d"] })).toEqual({
      totalScore: 6,
      chosen: { q1: ["b"], q2: ["c", "d"] },
      problems: [],
    });
  });

  it("accepts an unanswered optional question", () => {
    expect(scoreSurvey(questions, { q1: "a" }).totalScore).toBe(3);
  });

  it("names unanswered required, foreign and unknown answers", () => {
    expect(scoreSurvey(questions, { q2: ["x"], q9: "a" }).problems).toEqual([
      { fieldId: "q9", message: "forms.unknownField" },
      { fieldId: "q1", message: "surveys.answerRequired" },
      { fieldId: "q2", message: "surveys.choice" },
    ]);
    expect(scoreSurvey(questions, { q1: ["a", "b"] }).problems).toEqual([
      { fieldId: "q1", message: "surveys.singleChoice" },
    ]);
  });
});
