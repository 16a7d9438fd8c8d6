/** Messages of site members, forms, surveys, the site data lists and their mails. */
export const en = {
  "members.registerSent":
    "We have sent you an e-mail. Open the link in it within 24 hours to complete your registration.",
  "members.emailRegistered": "This e-mail address is already registered on this site. Please log in.",
  "members.registerLinkInvalid":
    "This registration link is invalid, has already been used or has expired. Please register again.",
  "members.registered": "Your registration is complete. You are now logged in.",
  "members.resendSent":
    "If a registration is waiting for this address, we have sent a new link. Earlier links no longer work.",
  "members.agreementRequired": "Please agree to the terms of service and the privacy policy.",
  "members.resetSent":
    "If this address is registered on this site, we have sent a link to set a new password. It works for {{minutes}} minutes.",
  "members.resetLinkInvalid":
    "This link is invalid, has already been used or has expired. Please ask for a new one.",
  "members.passwordReset": "Your new password is set. You are now logged in.",
  "forms.invalid": "Please check the entered items.",
  "forms.locked": "This form is not available on this site.",
  "forms.contactSent": "Thank you for your inquiry. We will reply within 24 hours.",
  "forms.formSent": "Thank you for your submission. We will reply within 24 hours.",
  "forms.number": "Enter a number.",
  "forms.option": "Choose one of the listed options.",
  "forms.singleOption": "Choose only one option.",
  "forms.unknownField": "This item is not part of the form.",
  "surveys.questionRequired": "Add at least one question.",
  "surveys.choiceRequired": "Add at least one answer choice.",
  "surveys.answerRequired": "Please answer this question.",
  "surveys.choice": "Choose one of this question's answers.",
  "surveys.singleChoice": "Choose only one answer.",
  "surveys.thanks": "Thank you for answering. Your score: {{score}}.",
  "surveys.created": "The survey has been created.",
  "surveys.updated": "The survey has been updated.",
  "surveys.deleted": "The survey has been deleted.",
  "surveys.csvScore": "Score",
  "siteData.csvDate": "Date",
  "siteData.csvLang": "Language",
  "siteData.csvEmail": "E-mail",
  "siteData.csvMode": "Mode",
  "mail.memberRegister.subject": "Complete your registration on {{site}}",
  "mail.memberRegister.body":
    "Thank you for registering on {{site}}.\n\nOpen this link within {{hours}} hours to complete your registration:\n{{url}}\n\nIf you did not register, ignore this e-mail; nothing will be registered.",
  "mail.memberReset.subject": "Set a new password on {{site}}",
  "mail.memberReset.body":
    "Someone asked to set a new password for your membership of {{site}}.\n\nOpen this link within {{minutes}} minutes to choose it:\n{{url}}\n\nIf it was not you, ignore this e-mail; your password stays as it is.",
  "mail.contactNotice.subject": "New inquiry on {{site}}",
  "mail.contactNotice.body":
    "A visitor sent the contact form of {{site}} ({{lang}}) on {{date}}.\n\n{{answers}}\n\nThe list of inquiries is in the admin console under the site's CONTACT tab.",
} as const;

export type Translations = Record<keyof typeof en, string>;
