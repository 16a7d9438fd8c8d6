import * as accountTexts from "../accounts/en";
import * as analyticsTexts from "../analytics/en";
import * as billingTexts from "../billing/en";
import * as creativeTexts from "../creatives/en";
import * as mailOutboxTexts from "../mail-outbox/en";
import * as passwordTexts from "../passwords/en";
import * as signUpTexts from "../sign-up/en";
import * as siteDataTexts from "../site-data/en";
import * as surveyTexts from "../surveys/en";
import type { LaterTranslation } from "./ja";

export const en: LaterTranslation = {
  accounts: accountTexts.en,
  // Merged into the first texts' auth and signUp, which keep the login page's part.
  auth: passwordTexts.en,
  signUp: signUpTexts.en,
  analysis: analyticsTexts.en,
  billing: billingTexts.en,
  creatives: creativeTexts.en,
  mailOutbox: mailOutboxTexts.en,
  siteData: siteDataTexts.en,
  surveys: surveyTexts.en,
};
