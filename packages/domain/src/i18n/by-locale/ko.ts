import * as analytics from "../catalogue/analytics/ko.ts";
import * as billing from "../catalogue/billing/ko.ts";
import * as dashboard from "../catalogue/dashboard/ko.ts";
import * as domains from "../catalogue/domains/ko.ts";
import * as foundation from "../catalogue/foundation/ko.ts";
import * as members from "../catalogue/members/ko.ts";
import * as notifications from "../catalogue/notifications/ko.ts";
import * as preview from "../catalogue/preview/ko.ts";
import * as sites from "../catalogue/sites/ko.ts";
import * as uploads from "../catalogue/uploads/ko.ts";
import type { MessageCatalogue } from "../message-format.ts";

/** Every server and schema message in Korean (typed against English: no key missing). */
export const messages: MessageCatalogue = {
  ...analytics.ko,
  ...billing.ko,
  ...dashboard.ko,
  ...domains.ko,
  ...foundation.ko,
  ...members.ko,
  ...notifications.ko,
  ...preview.ko,
  ...sites.ko,
  ...uploads.ko,
};
