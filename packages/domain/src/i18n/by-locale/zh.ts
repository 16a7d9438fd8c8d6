import * as analytics from "../catalogue/analytics/zh.ts";
import * as billing from "../catalogue/billing/zh.ts";
import * as dashboard from "../catalogue/dashboard/zh.ts";
import * as domains from "../catalogue/domains/zh.ts";
import * as foundation from "../catalogue/foundation/zh.ts";
import * as members from "../catalogue/members/zh.ts";
import * as notifications from "../catalogue/notifications/zh.ts";
import * as preview from "../catalogue/preview/zh.ts";
import * as sites from "../catalogue/sites/zh.ts";
import * as uploads from "../catalogue/uploads/zh.ts";
import type { MessageCatalogue } from "../message-format.ts";

/** Every server and schema message in Chinese (typed against English: no key missing). */
export const messages: MessageCatalogue = {
  ...analytics.zh,
  ...billing.zh,
  ...dashboard.zh,
  ...domains.zh,
  ...foundation.zh,
  ...members.zh,
  ...notifications.zh,
  ...preview.zh,
  ...sites.zh,
  ...uploads.zh,
};
