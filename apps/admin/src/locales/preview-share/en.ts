import type { Texts } from "./ja";

export const en: Texts = {
  action: "Share preview",
  title: "Share the preview: {{name}}",
  emails: "Invite by e-mail",
  emailsHint:
    "Separate several addresses with commas, spaces or line breaks. Only new addresses receive an invitation.",
  emailsPlaceholder: "name@example.com",
  invalidEmail: "{{email}}: {{message}}",
  security: "Security setting (invited people only)",
  securityOn:
    "Only people who log in with an invited e-mail address and the preview password can open the preview.",
  securityOff: "Anyone with the link can open the preview (with the preview password, if one is set).",
  password: "Preview password",
  passwordHint:
    "8 to 64 characters, no spaces. The invitation does not contain it: tell your guests another way.",
  passwordKept: "A preview password is set. Enter one only to change it.",
  submit: "Save and share",
  invited: "Invited addresses",
  invitedCount: "{{count}}",
  invitedAt: "Invited {{date}}",
  noInvites: "Nobody has been invited yet.",
  resendAll: "Send all invitations again",
  endSessions: "End their preview sessions",
  endSessionsTitle: "End the preview sessions?",
  endSessionsConfirm:
    "{{email}} is logged out of any preview they have open. They stay invited and can log in again with the preview password.",
  endSessionsButton: "End sessions",
  remove: "Delete invitation",
  removeTitle: "Delete the invitation?",
  removeConfirm: "{{email}} can no longer open this preview. This cannot be undone.",
  removeButton: "Delete",
  link: "Share link",
  linkHint: "The invitation mail contains the same link.",
  notShared: "Not shared yet. After you save and share, the preview opens from this link.",
  copy: "Copy link",
  copied: "Copied",
  loadFailed: "The share settings could not be loaded.",
};
