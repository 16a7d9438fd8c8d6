import type { Texts } from "./ja";

export const en: Texts = {
  description:
    'The mail the platform sends. Without SMTP configured, mail is kept here and its links (registration, password reset and so on) are masked and open with "Open link".',
  sentDescription:
    "The delivery status of the mail the platform sends. A mail server sends it, so the text is not shown here.",
  openLink: "Open link",
  createdAt: "Created",
  to: "To",
  subject: "Subject",
  status: "Status",
  statuses: { kept: "Kept", pending: "Waiting", sending: "Sending", sent: "Sent", failed: "Failed" },
  lastError: "Error on attempt {{attempts}}",
  empty: "No mail yet.",
  total: "{{count}} in total",
};
