import * as accountTexts from "../accounts/zh";
import * as analyticsTexts from "../analytics/zh";
import * as billingTexts from "../billing/zh";
import * as creativeTexts from "../creatives/zh";
import * as mailOutboxTexts from "../mail-outbox/zh";
import * as passwordTexts from "../passwords/zh";
import * as signUpTexts from "../sign-up/zh";
import * as siteDataTexts from "../site-data/zh";
import * as surveyTexts from "../surveys/zh";
import type { LaterTranslation } from "./ja";

export const zh: LaterTranslation = {
  accounts: accountTexts.zh,
  // Merged into the first texts' auth and signUp, which keep the login page's part.
  auth: passwordTexts.zh,
  signUp: signUpTexts.zh,
  analysis: analyticsTexts.zh,
  billing: billingTexts.zh,
  creatives: creativeTexts.zh,
  mailOutbox: mailOutboxTexts.zh,
  siteData: siteDataTexts.zh,
  surveys: surveyTexts.zh,
};
