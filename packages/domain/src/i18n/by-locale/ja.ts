import * as analytics from "../catalogue/analytics/ja.ts";
import * as billing from "../catalogue/billing/ja.ts";
import * as dashboard from "../catalogue/dashboard/ja.ts";
import * as domains from "../catalogue/domains/ja.ts";
import * as foundation from "../catalogue/foundation/ja.ts";
import * as members from "../catalogue/members/ja.ts";
import * as notifications from "../catalogue/notifications/ja.ts";
import * as preview from "../catalogue/preview/ja.ts";
import * as sites from "../catalogue/sites/ja.ts";
import * as uploads from "../catalogue/uploads/ja.ts";
import type { MessageCatalogue } from "../message-format.ts";

/** Every server and schema message in Japanese (typed against English: no key missing). */
export const messages: MessageCatalogue = {
  ...analytics.ja,
  ...billing.ja,
  ...dashboard.ja,
  ...domains.ja,
  ...foundation.ja,
  ...members.ja,
  ...notifications.ja,
  ...preview.ja,
  ...sites.ja,
  ...uploads.ja,
};
