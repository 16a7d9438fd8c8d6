import type { Texts } from "./ja";

export const en: Texts = {
  resetPass: {
    title: "Reset your password",
    subtitle: "Enter the email address you registered with. We will send you a link to set a new password.",
    submit: "Send reset link",
    sentTitle: "Check your inbox",
    recommendation:
      "If you logged in with a temporary password, we recommend changing it the first time you log in.",
  },
  newPassword: {
    title: "Set a new password",
    subtitle: "Enter a new password for {{email}}.",
    submit: "Set password",
    verifying: "Checking your link…",
    invalidTitle: "This link cannot be used",
    missingTitle: "This link is incomplete",
    requestNewLink: "Send a new reset link",
    doneTitle: "Your password has been reset",
    goToLogin: "Go to login",
  },
  firstTime: {
    title: "Please set your own password",
    subtitle:
      "You are signed in with a temporary password issued by your administrator. For your security, replace it with a password only you know before you continue.",
    currentHint: "The temporary password you received from your administrator.",
    submit: "Change password",
    done: "Your password has been changed. Welcome to Mekuri.",
    logoutInstead: "Log in with another account",
  },
  changePassword: {
    title: "Change your password",
    subtitle: "Enter your current password and the new one.",
    submit: "Change password",
  },
  checklist: {
    title: "Password requirements",
    length: "{{min}}–{{max}} characters",
    lowercase: "A lowercase letter (a–z)",
    uppercase: "An uppercase letter (A–Z)",
    digit: "A digit (0–9)",
    special: "One of the symbols {{specials}}",
    allowed: "Only letters, digits and those symbols (no spaces)",
    met: "requirement met",
    unmet: "requirement not met",
  },
};
