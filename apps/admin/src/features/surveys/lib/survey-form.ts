import type { SurveyBody, SurveyDetail } from "@mekuri/domain";

/** A new choice starts empty and worth no points. */
export const newChoice = () => ({ text: "", points: 0 });
/** A new question is required, single choice, with two empty choices to fill in. */
export const newQuestion = () => ({
  text: "",
  required: true,
  multiple: false,
  choices: [newChoice(), newChoice()],
});

export const emptySurvey: SurveyBody = { title: "", description: "", questions: [newQuestion()] };

/** A saved survey as the form edits it: the ids stay, so a save updates instead of replacing. */
export function toSurveyForm(survey: SurveyDetail): SurveyBody {
  return {
    title: survey.title,
    description: survey.description,
    questions: survey.questions.map((question) => ({
      id: question.id,
      text: question.text,
      required: question.required,
      multiple: question.multiple,
      choices: question.choices.map((choice) => ({
        id: choice.id,
        text: choice.text,
        points: choice.points,
      })),
    })),
  };
}
