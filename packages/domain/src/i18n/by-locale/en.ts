import * as analytics from "../catalogue/analytics/en.ts";
import * as billing from "../catalogue/billing/en.ts";
import * as dashboard from "../catalogue/dashboard/en.ts";
import * as domains from "../catalogue/domains/en.ts";
import * as foundation from "../catalogue/foundation/en.ts";
import * as members from "../catalogue/members/en.ts";
import * as notifications from "../catalogue/notifications/en.ts";
import * as preview from "../catalogue/preview/en.ts";
import * as sites from "../catalogue/sites/en.ts";
import * as uploads from "../catalogue/uploads/en.ts";

/**
 * Every server and schema message in English, merged from the capabilities' sections. One module per
 * language, so a browser downloads only the language it shows (messages.ts loads them).
 */
export const messages = {
  ...analytics.en,
  ...billing.en,
  ...dashboard.en,
  ...domains.en,
  ...foundation.en,
  ...members.en,
  ...notifications.en,
  ...preview.en,
  ...sites.en,
  ...uploads.en,
};
