import * as colourFieldTexts from "./colour-fields/en";
import * as controlTexts from "./controls/en";
import * as customDomainTexts from "./custom-domain/en";
import * as dashboardTexts from "./dashboard/en";
import type { ConsoleTranslation } from "./ja";
import * as loadFailedTexts from "./load-failed/en";
import * as login from "./login/en";
import * as notificationsTexts from "./notifications/en";
import * as previewShareTexts from "./preview-share/en";
import * as saveErrorTexts from "./save-errors/en";
import { sitesEn } from "./sites/en";

export const en: ConsoleTranslation = {
  ...login.shared,
  dashboard: dashboardTexts.en,
  customDomain: customDomainTexts.en,
  notices: notificationsTexts.en,
  signUp: login.signUp,
  sites: sitesEn,
  previewShare: previewShareTexts.en,
  colourFields: colourFieldTexts.en,
  saveErrors: saveErrorTexts.en,
  loadFailed: loadFailedTexts.en,
  controls: controlTexts.en,
  auth: {
    ...login.auth,
    logout: {
      inProgress: "Logging out…",
    },
  },
  leave: {
    title: "Leave this page?",
    message: "Your changes have not been saved. If you leave now, they will be lost.",
    stay: "Stay on this page",
    leave: "Leave page",
  },
  forms: {
    unsaved: "Unsaved changes",
  },
  shell: {
    mainNavigation: "Main navigation",
    toggleNavigation: "Toggle navigation",
    userMenu: "User menu",
    changePassword: "Change password",
    logout: "Log out",
    signedInAs: "Signed in as",
    home: "Home",
    breadcrumb: "Breadcrumb",
    accountMenu: "Account",
    loadFailed: "Your account information could not be loaded.",
    noSections: "No sections are available to you. Please contact your administrator.",
  },
  nav: {
    summary: "Summary",
    userList: "Users",
    siteList: "Site production",
    analytics: "Analytics",
    planManagement: "Plan management",
    latestInformation: "Latest information",
    systemNotification: "System notifications",
    checkPlan: "Plan check",
    adminList: "Admin settings",
    mailOutbox: "Mail outbox",
    paymentList: "Payments",
  },
  pages: {
    siteDetail: "Edit site",
    siteData: "Members, contacts, forms and surveys",
    createSite: "Create site",
    userDetail: "User details",
    createUser: "Create user",
    updateUser: "Edit user",
    plan: "Plan",
    latestInformationCreate: "New information post",
    latestInformationDetail: "Information post",
    latestInformationEdit: "Edit information post",
    createNotification: "New system notification",
    notificationDetail: "System notification",
    notificationDelivery: "Notification delivery",
    notificationDeliveryCreate: "New delivery",
    notificationDeliveryEdit: "Edit delivery",
    notificationDeliveryDetail: "Delivery details",
    invoice: "Invoice",
  },
  comingSoon: {
    title: "This section is on its way",
    description: "“{{section}}” becomes available in a later release.",
    hint: "Once it is ready, you will find it right here in the menu.",
  },
  roles: {
    MASTER: "Master",
    MASTER_USER: "Master user",
    OEM_MASTER: "OEM master",
    OEM_ADMIN: "OEM admin",
    USER: "User",
    SUB_ADMIN: "Sub-admin",
  },
  adminRoles: {
    main_contact: "Main contact",
    editor: "Editor",
    viewer: "Viewer",
  },
  authorities: {
    edit: "Can edit",
    view: "View only",
  },
  accountKinds: {
    master: "Platform (master)",
    oem_master: "OEM master",
    oem_admin: "OEM admin",
    user: "Customer account",
  },
  contractStatuses: {
    active: "Active",
    suspended: "Suspended",
    terminated: "Terminated",
    inactive: "Not contracted",
  },
  errors: {
    ...login.errors,
    forbidden: {
      title: "Access forbidden",
      description:
        "You do not have permission to view this page. Please contact the administrator if you need access.",
    },
    notFound: {
      title: "Page not found",
      description: "The page you are looking for has moved, been deleted, or the address is mistyped.",
    },
    gatewayTimeout: {
      title: "The server did not respond",
      description: "The server is taking too long to answer. Please wait a moment and try again.",
    },
    ipBlocked: {
      title: "Access from this network is blocked",
      description:
        "Your IP address is not allowed to access this console. Please contact the administrator if you need access.",
    },
  },
};
