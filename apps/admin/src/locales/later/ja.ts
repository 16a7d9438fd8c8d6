import * as accountTexts from "../accounts/ja";
import * as analyticsTexts from "../analytics/ja";
import * as billingTexts from "../billing/ja";
import * as creativeTexts from "../creatives/ja";
import type { Widen } from "../login/ja";
import * as mailOutboxTexts from "../mail-outbox/ja";
import * as passwordTexts from "../passwords/ja";
import * as signUpTexts from "../sign-up/ja";
import * as siteDataTexts from "../site-data/ja";
import * as surveyTexts from "../surveys/ja";

/**
 * The console's texts that neither its frame nor its first screens (site list, dashboard) show
 * (decision 158): downloaded when the browser is idle after the first screen, and before any
 * other screen renders. Typed against Japanese at every depth, like the first texts.
 */
export const ja = {
  accounts: accountTexts.ja,
  // Merged into the first texts' auth and signUp, which keep the login page's part.
  auth: passwordTexts.ja,
  signUp: signUpTexts.ja,
  analysis: analyticsTexts.ja,
  billing: billingTexts.ja,
  creatives: creativeTexts.ja,
  mailOutbox: mailOutboxTexts.ja,
  siteData: siteDataTexts.ja,
  surveys: surveyTexts.ja,
};

export type LaterTranslation = Widen<typeof ja>;
