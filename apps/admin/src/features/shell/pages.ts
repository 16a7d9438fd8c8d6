import type { NavigationId } from "./navigation";

/** Titles of the console's sub-pages (keys under `pages.` in the locales). */
export type SubPageTitle =
  | "siteDetail"
  | "siteData"
  | "createSite"
  | "userDetail"
  | "createUser"
  | "updateUser"
  | "plan"
  | "latestInformationCreate"
  | "latestInformationDetail"
  | "latestInformationEdit"
  | "createNotification"
  | "notificationDetail"
  | "notificationDelivery"
  | "notificationDeliveryCreate"
  | "notificationDeliveryEdit"
  | "notificationDeliveryDetail"
  | "invoice";

/**
 * What a console route shows in its frame: a navigation section and, below it, a sub-page.
 * Carried in the route's `handle`, read back by the page frame and the section gate.
 */
export interface ShellPageMeta {
  /** The navigation section the page belongs to; the operator needs it in their navigation. */
  section?: NavigationId;
  /** Set for pages below a section (detail, create, edit). */
  title?: SubPageTitle;
}

/** admin.md §2 "Admin": the routes under /{userTypeId}/ besides the navigation sections themselves. */
export const subPages: { path: string; meta: ShellPageMeta }[] = [
  { path: "create-site", meta: { section: "siteList", title: "createSite" } },
  { path: "site/:id", meta: { section: "siteList", title: "siteDetail" } },
  { path: "site/list/:id", meta: { section: "siteList", title: "siteData" } },
  { path: "notification-delivery/:siteId", meta: { section: "siteList", title: "notificationDelivery" } },
  {
    path: "notification-delivery/:siteId/create",
    meta: { section: "siteList", title: "notificationDeliveryCreate" },
  },
  {
    path: "notification-delivery/:siteId/edit/:id",
    meta: { section: "siteList", title: "notificationDeliveryEdit" },
  },
  {
    path: "notification-delivery/:siteId/detail/:id",
    meta: { section: "siteList", title: "notificationDeliveryDetail" },
  },
  { path: "user/:id", meta: { section: "userList", title: "userDetail" } },
  { path: "create-user/:id", meta: { section: "userList", title: "createUser" } },
  { path: "update-user/:type/:id", meta: { section: "userList", title: "updateUser" } },
  { path: "plan", meta: { title: "plan" } },
  { path: "invoice/:id", meta: { section: "paymentList", title: "invoice" } },
  {
    path: "latest-information/create",
    meta: { section: "latestInformation", title: "latestInformationCreate" },
  },
  {
    path: "latest-information/edit/:id",
    meta: { section: "latestInformation", title: "latestInformationEdit" },
  },
  {
    path: "latest-information/:id",
    meta: { section: "latestInformation", title: "latestInformationDetail" },
  },
  { path: "create-notification", meta: { section: "systemNotification", title: "createNotification" } },
  { path: "notification/:id", meta: { section: "systemNotification", title: "notificationDetail" } },
];
