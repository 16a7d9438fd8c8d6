import type {
  EndUserLoginResponse,
  FormData,
  FormSettingResponse,
  RegisterConfirmResponse,
} from "@domain/schemas/end-user.ts";
import type { PublicSurveyQuestions, SurveyResponseResult } from "@domain/schemas/surveys.ts";
import { apiRequest } from "../api/client.ts";

/** The calls of the register, login, contact, form and survey pages (viewer.md §7). */
const site = (siteId: string) => `/end-user/site/${encodeURIComponent(siteId)}`;

export type FormKind = "membership" | "contact" | "homepage";

export function fetchFormSetting(siteId: string, kind: FormKind, lang: string) {
  return apiRequest<FormSettingResponse>(`${site(siteId)}/${kind}-setting?lang=${lang}`, { lang });
}

export interface RegisterInput {
  email: string;
  password: string;
  confirmPassword: string;
  data: FormData;
  agreed?: boolean;
}

export function register(siteId: string, input: RegisterInput, lang: string) {
  return apiRequest<{ message: string }>(`${site(siteId)}/register`, {
    method: "POST",
    body: { ...input, lang },
    lang,
  });
}

export function confirmRegistration(siteId: string, token: string, lang: string) {
  return apiRequest<RegisterConfirmResponse>(`${site(siteId)}/register/confirm`, {
    method: "POST",
    body: { token },
    lang,
  });
}

export function resendRegisterEmail(siteId: string, email: string, lang: string) {
  return apiRequest<{ message: string }>(`${site(siteId)}/resend-register-email`, {
    method: "POST",
    body: { email, lang },
    lang,
  });
}

export function login(siteId: string, email: string, password: string, lang: string) {
  return apiRequest<EndUserLoginResponse>(`${site(siteId)}/login`, {
    method: "POST",
    body: { email, password },
    lang,
  });
}

export function forgotPassword(siteId: string, email: string, lang: string) {
  return apiRequest<{ message: string }>(`${site(siteId)}/forgot-password`, {
    method: "POST",
    body: { email, lang },
    lang,
  });
}

export function resetPassword(
  siteId: string,
  input: { token: string; password: string; confirmPassword: string },
  lang: string,
) {
  return apiRequest<EndUserLoginResponse>(`${site(siteId)}/reset-password`, {
    method: "POST",
    body: input,
    lang,
  });
}

export function logout(siteId: string, token: string, lang: string) {
  return apiRequest<null>(`${site(siteId)}/logout`, { method: "POST", body: {}, token, lang });
}

export interface SubmissionInput {
  data: FormData;
  agreed?: boolean;
  mode?: string;
}

/** Contact or homepage form; the same idempotency key on a retry stores one submission. */
export function submitForm(
  siteId: string,
  kind: "contact" | "homepage",
  input: SubmissionInput,
  lang: string,
  idempotencyKey: string,
) {
  return apiRequest<{ message: string }>(`${site(siteId)}/${kind}`, {
    method: "POST",
    body: { ...input, lang },
    lang,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

export function fetchSurveys(siteId: string, lang: string) {
  return apiRequest<{ items: { id: string; title: string }[] }>(
    `/end-user/survey?site_id=${encodeURIComponent(siteId)}`,
    { lang },
  );
}

export function fetchSurvey(surveyId: string, lang: string) {
  return apiRequest<PublicSurveyQuestions>(`/end-user/survey/${encodeURIComponent(surveyId)}/questions`, {
    lang,
  });
}

export function answerSurvey(
  surveyId: string,
  answers: Record<string, string | string[]>,
  email: string,
  lang: string,
) {
  return apiRequest<SurveyResponseResult>(`/end-user/survey/${encodeURIComponent(surveyId)}/response`, {
    method: "POST",
    body: { answers, email },
    lang,
  });
}
