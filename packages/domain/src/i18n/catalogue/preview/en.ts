/** Messages of the preview and its share (admin.md §3 Preview share, §5, §8). */
export const en = {
  "preview.shared": "The preview has been shared.",
  "preview.emailsDeleted": "The shared e-mail addresses have been deleted.",
  "preview.revoked": "Preview access has been updated.",
  "preview.passwordSet": "The preview password has been set.",
  "preview.passwordRequired": "A password is required when the preview is private.",
  "preview.loginRequired": "Log in with an invited e-mail address and the preview password.",
  "preview.passwordIncorrect": "The preview password is incorrect.",
  "preview.loginFailed": "The e-mail address or password is incorrect.",
  "mail.previewInvite.subject": "Preview of {{site}}",
  "mail.previewInvite.body":
    'Hello,\n\n{{sender}} has shared the preview of "{{site}}" with you:\n{{url}}\n\nLog in with this e-mail address and the password you receive from {{sender}}.',
} as const;

export type Translations = Record<keyof typeof en, string>;
