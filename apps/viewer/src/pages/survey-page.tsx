import type { PublicSurveyQuestions } from "@domain/schemas/surveys.ts";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { sitePath } from "../lib/site-paths.ts";
import { answerSurvey, fetchSurvey, fetchSurveys } from "./api.ts";
import { EmailInput } from "./form-controls.tsx";
import { usePage } from "./page-context.tsx";
import { FormAlert, LoadFailed, Loading, PageShell, PendingPage, SubmitButton } from "./page-shell.tsx";
import { errorText } from "./submission.ts";
import { useFormFeedback } from "./use-form-feedback.ts";
import { type Errors, emailError } from "./validation.ts";

type Load<T> = { status: "loading" } | { status: "ready"; value: T } | { status: "failed"; message: string };

function useLoad<T>(load: () => Promise<T>, key: string) {
  const { t } = usePage();
  const [state, setState] = useState<Load<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  loader.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads on a new key or a retry only.
  useEffect(() => {
    let live = true;
    setState({ status: "loading" });
    loader
      .current()
      .then((value) => live && setState({ status: "ready", value }))
      .catch((error: unknown) => live && setState({ status: "failed", message: errorText(error, t) }));
    return () => {
      live = false;
    };
  }, [key, attempt, t]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

/** The survey page: one survey's questions, or (without an id) the site's surveys to choose from. */
export function SurveyPage({ surveyId }: { surveyId: string | null }) {
  return surveyId ? <SurveyForm surveyId={surveyId} /> : <SurveyList />;
}

function SurveyList() {
  const { snapshot, basePath, query, t } = usePage();
  const { state, retry } = useLoad(() => fetchSurveys(snapshot.siteId, snapshot.lang), snapshot.siteId);
  return (
    <PageShell title={t("surveys")}>
      {state.status === "loading" && <Loading />}
      {state.status === "failed" && <LoadFailed message={state.message} onRetry={retry} />}
      {state.status === "ready" &&
        (state.value.items.length === 0 ? (
          <p className="mk-sp-lead">{t("noSurveys")}</p>
        ) : (
          <ul className="mk-sp-list">
            {state.value.items.map((item) => (
              <li key={item.id}>
                <a href={sitePath(snapshot, basePath, { kind: "survey", surveyId: item.id }, query)}>
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
        ))}
    </PageShell>
  );
}

type Answers = Record<string, string | string[]>;

function SurveyForm({ surveyId }: { surveyId: string }) {
  const { snapshot, t } = usePage();
  const { state, retry } = useLoad(() => fetchSurvey(surveyId, snapshot.lang), surveyId);
  if (state.status !== "ready") return <PendingPage title={t("survey")} state={state} onRetry={retry} />;
  return <SurveyQuestions survey={state.value} />;
}

/** viewer.md §5 Survey: every required question answered and a valid e-mail, then the total score. */
function SurveyQuestions({ survey }: { survey: PublicSurveyQuestions }) {
  const { snapshot, basePath, query, t } = usePage();
  const [answers, setAnswers] = useState<Answers>({});
  const [email, setEmail] = useState("");
  const { errors, alert, busy, setBusy, form, check, refuse } = useFormFeedback();
  const [result, setResult] = useState<{ totalScore: number; message: string } | null>(null);

  if (result) {
    return (
      <PageShell title={t("surveyThanks")} back={false}>
        <div className="mk-sp-done" role="status">
          <span className="mk-sp-done-icon" aria-hidden="true">
            ✓
          </span>
          <p className="mk-sp-lead">{result.message}</p>
          <p className="mk-sp-score">{t("totalScore", { n: result.totalScore })}</p>
        </div>
        <a className="mk-sp-button" href={sitePath(snapshot, basePath, { kind: "topic" }, query)}>
          {t("backToSite")}
        </a>
      </PageShell>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    for (const question of survey.questions) {
      const answer = answers[question.id];
      const empty = answer === undefined || answer.length === 0;
      if (question.required && empty) found[question.id] = t("surveyAnswerRequired");
    }
    const emailProblem = emailError(email, t);
    if (emailProblem) found.email = emailProblem;
    if (!check(found)) return;
    try {
      const answered = Object.fromEntries(Object.entries(answers).filter(([, value]) => value.length > 0));
      setResult(await answerSurvey(survey.id, answered, email.trim(), snapshot.lang));
    } catch (error) {
      refuse(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageShell title={survey.title || t("survey")}>
      {survey.description && <p className="mk-sp-lead mk-prewrap">{survey.description}</p>}
      <form
        ref={form}
        className="mk-sp-form"
        noValidate
        onSubmit={submit}
        aria-label={survey.title || t("survey")}
      >
        <FormAlert message={alert} />
        {survey.questions.map((question, index) => {
          const error = errors[question.id];
          const chosen = answers[question.id];
          const errorId = `question-${question.id}-error`;
          return (
            <fieldset
              key={question.id}
              className={`mk-sp-field mk-sp-choices${error ? " mk-sp-field--invalid" : ""}`}
              aria-invalid={!!error}
              aria-describedby={error ? errorId : undefined}
            >
              <legend className="mk-sp-label">
                <span className="mk-sp-question-number">Q{index + 1}.</span> {question.text}
                {question.required && <span className="mk-sp-required">{t("requiredMark")}</span>}
              </legend>
              {question.multiple && <p className="mk-sp-hint">{t("surveyMultiple")}</p>}
              {question.choices.map((choice) => {
                const checked = Array.isArray(chosen) ? chosen.includes(choice.id) : chosen === choice.id;
                return (
                  <label key={choice.id} className="mk-sp-choice">
                    <input
                      type={question.multiple ? "checkbox" : "radio"}
                      name={`question-${question.id}`}
                      value={choice.id}
                      checked={checked}
                      onChange={(event) => {
                        const list = Array.isArray(chosen) ? chosen : [];
                        const next = question.multiple
                          ? event.target.checked
                            ? [...list, choice.id]
                            : list.filter((id) => id !== choice.id)
                          : choice.id;
                        setAnswers({ ...answers, [question.id]: next });
                      }}
                    />
                    <span>{choice.text}</span>
                  </label>
                );
              })}
              {error && (
                <p className="mk-sp-error" id={errorId}>
                  {error}
                </p>
              )}
            </fieldset>
          );
        })}
        <EmailInput autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
        <SubmitButton busy={busy} label={t("surveySubmit")} />
      </form>
    </PageShell>
  );
}
