/** Messages of news, notification delivery and system notifications (admin.md §3, §5, §8). */
export const en = {
  "notices.startRequired": "A scheduled item needs a start date.",
  "notices.endRequired": "Enter an end date after the start date.",
  "notices.endAfterStart": "The end date must be after the start date.",
  "notices.targetsRequired": "Choose at least one target.",
  "notices.targetNotAllowed": "You cannot send notifications to {{target}}.",
  "notices.notFound": "This notification does not exist.",
  "notices.created": "The notification was created.",
  "notices.updated": "The notification was updated.",
  "notices.deleted": "The notification was deleted.",
  "notices.domainVerifiedTitle": "Custom domain verified",
  "notices.domainVerifiedContent": "{{domain}} now serves the site {{site}}.",
  "notices.domainFailedTitle": "Custom domain not verified",
  "notices.domainFailedContent":
    "{{domain}} could not be verified for the site {{site}}. Check its DNS records.",
  "notices.contractEndingTitle": "Your contract ends soon",
  "notices.contractEndingContent": "Your contract ends on {{date}}. Sites become private after that day.",
  "notices.contractEndedTitle": "Your contract has ended",
  "notices.contractEndedContent": "Your contract ended on {{date}}. Your sites are now private.",
  "notices.planChangeScheduledTitle": "Plan change scheduled",
  "notices.planChangeScheduledContent": "Your plan changes to {{plan}} on {{date}}.",
  "notices.planChangeTitle": "Plan change in effect",
  "notices.planChangeContent": "Your plan is {{plan}} from {{date}}.",
  "notices.paymentFailedTitle": "Payment failed",
  "notices.paymentFailedContent": "The payment for {{month}} failed. Please check your payment method.",
} as const;

export type Translations = Record<keyof typeof en, string>;
