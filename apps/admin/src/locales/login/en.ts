import type * as ja from "./ja";
import type { Widen } from "./ja";

export const shared: Widen<typeof ja.shared> = {
  common: {
    appName: "Mekuri",
    consoleName: "Admin console",
    loading: "Loading…",
    cancel: "Cancel",
    close: "Close",
    reload: "Reload",
    retry: "Try again",
    backToHome: "Back to home",
    backToLogin: "Back to login",
    goBack: "Go back",
    language: "Language",
    skipToContent: "Skip to content",
    copyright: "© Mekuri. All rights reserved.",
  },
  languages: {
    ja: "日本語",
    en: "English",
    zh: "中文",
    ko: "한국어",
  },
  request: {
    noConnection: "Cannot connect to the server. Check your internet connection or try again later.",
    requestError: "Request error. Please try again.",
    httpError: "Error {{status}}: {{statusText}}",
  },
  brand: {
    tagline: "Flip a page. Make your point.",
    lead: "Build landing pages people swipe through, publish them, and see what converts.",
    pointBuild: "Compose swipe sites on vertical and horizontal grids",
    pointLanguages: "Publish in Japanese, English, Chinese and Korean",
    pointAnalytics: "See which pages work with swipe analytics",
  },
};

export const auth: Widen<typeof ja.auth> = {
  fields: {
    email: "Email",
    password: "Password",
    currentPassword: "Current password",
    newPassword: "New password",
    confirmPassword: "Confirm password",
    emailPlaceholder: "you@example.com",
    toggleVisibility: "Show typed characters",
  },
  login: {
    title: "Log in",
    subtitle: "Enter the email address and password of your account.",
    submit: "Log in",
    forgotPassword: "Forgot password?",
    errorTitle: "Could not log in",
  },
};

export const errors: Widen<typeof ja.errors> = {
  code: "Error code {{code}}",
  chunkLoad: {
    title: "This screen could not be loaded",
    description:
      "A new version may have been released, or the connection dropped for a moment. Please reload the page.",
  },
  generic: {
    title: "Something went wrong",
    description:
      "An unexpected error occurred. Please reload the page. If the problem persists, contact the administrator.",
  },
};

export const signUp: Widen<typeof ja.signUp> = {
  noLogin: "No account yet?",
  signUpLink: "Start a free trial",
};
