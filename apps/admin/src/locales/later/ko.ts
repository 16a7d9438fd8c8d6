import * as accountTexts from "../accounts/ko";
import * as analyticsTexts from "../analytics/ko";
import * as billingTexts from "../billing/ko";
import * as creativeTexts from "../creatives/ko";
import * as mailOutboxTexts from "../mail-outbox/ko";
import * as passwordTexts from "../passwords/ko";
import * as signUpTexts from "../sign-up/ko";
import * as siteDataTexts from "../site-data/ko";
import * as surveyTexts from "../surveys/ko";
import type { LaterTranslation } from "./ja";

export const ko: LaterTranslation = {
  accounts: accountTexts.ko,
  // Merged into the first texts' auth and signUp, which keep the login page's part.
  auth: passwordTexts.ko,
  signUp: signUpTexts.ko,
  analysis: analyticsTexts.ko,
  billing: billingTexts.ko,
  creatives: creativeTexts.ko,
  mailOutbox: mailOutboxTexts.ko,
  siteData: siteDataTexts.ko,
  surveys: surveyTexts.ko,
};
