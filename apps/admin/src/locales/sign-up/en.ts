import type { Texts } from "./ja";

export const en: Texts = {
  title: "Start a free trial",
  subtitle:
    "Enter your company, your name and your e-mail address. Your trial starts when you open the link we e-mail you.",
  companyName: "Company name",
  contactName: "Your name",
  confirmPassword: "Confirm password",
  submit: "Send the confirmation e-mail",
  sentTitle: "Check your e-mail",
  trialNote: "The trial runs on the Trial plan for one month from the day it starts.",
  haveLogin: "Already have an account?",
  loginLink: "Log in",
  verifyingTitle: "Preparing your trial",
  verifying: "Confirming your e-mail address…",
  failedTitle: "The sign-up could not be completed",
  tokenMissing: "Open this page from the link in the confirmation e-mail.",
  again: "Sign up again",
};
