import { navigationItems, userTypeIds } from "@mekuri/domain";
import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { FullPageLoader } from "@/components/full-page-loader";
import { RouteErrorBoundary } from "@/features/errors/components/route-error-boundary";
import { subPages } from "@/features/shell/pages";
import { paths } from "@/lib/api-rules";
import { withLaterTexts } from "@/lib/i18n";
import { HomeRedirect } from "./routes/home-redirect";
import { RootLayout } from "./routes/root-layout";

type LazyRoute = NonNullable<RouteObject["lazy"]>;

/**
 * The screens built so far, by route path; the rest show the placeholder until their issue lands.
 * The first screens (site list, dashboard, the builder's Basic tab) show only the first texts;
 * every other screen downloads the later ones with its code (decision 158). The frame, the sign-in, log-out and error pages use none of them.
 */
const screens: Record<string, LazyRoute> = {
  summary: () => import("./routes/app/summary"),
  "user-list": () => withLaterTexts(import("./routes/app/user-list")),
  "user/:id": () => withLaterTexts(import("./routes/app/user-detail")),
  "create-user/:id": () => withLaterTexts(import("./routes/app/create-user")),
  "update-user/:type/:id": () => withLaterTexts(import("./routes/app/update-user")),
  "plan-management": () => withLaterTexts(import("./routes/app/plan-management")),
  "check-plan": () => withLaterTexts(import("./routes/app/check-plan")),
  plan: () => withLaterTexts(import("./routes/app/check-plan")),
  "payment-list": () => withLaterTexts(import("./routes/app/payment-list")),
  "invoice/:id": () => withLaterTexts(import("./routes/app/invoice")),
  "admin-list": () => withLaterTexts(import("./routes/app/admin-list")),
  "site-list": () => import("./routes/app/site-list"),
  "create-site": () => withLaterTexts(import("./routes/app/create-site")),
  "site/:id": () => import("./routes/app/site-detail"),
  "site/list/:id": () => withLaterTexts(import("./routes/app/site-data")),
  analytics: () => withLaterTexts(import("./routes/app/analytics")),
  "mail-outbox": () => withLaterTexts(import("./routes/app/mail-outbox")),
  "latest-information": () => withLaterTexts(import("./routes/app/latest-information")),
  "latest-information/create": () => withLaterTexts(import("./routes/app/latest-information-form")),
  "latest-information/edit/:id": () => withLaterTexts(import("./routes/app/latest-information-form")),
  "latest-information/:id": () => withLaterTexts(import("./routes/app/latest-information-detail")),
  "system-notification": () => withLaterTexts(import("./routes/app/system-notification")),
  "create-notification": () => withLaterTexts(import("./routes/app/create-notification")),
  "notification/:id": () => withLaterTexts(import("./routes/app/notification-detail")),
  "notification-delivery/:siteId": () => withLaterTexts(import("./routes/app/notification-delivery")),
  "notification-delivery/:siteId/create": () =>
    withLaterTexts(import("./routes/app/notification-delivery-form")),
  "notification-delivery/:siteId/edit/:id": () =>
    withLaterTexts(import("./routes/app/notification-delivery-form")),
  "notification-delivery/:siteId/detail/:id": () =>
    withLaterTexts(import("./routes/app/notification-delivery-detail")),
};

const placeholder = () => withLaterTexts(import("./routes/app/placeholder"));

/**
 * The console screens are lazy chunks: a failed download (new release, lost connection) lands on the
 * chunk-load error page instead of a blank screen.
 */
function consoleRoutes(userTypeId: string): RouteObject {
  return {
    path: userTypeId,
    lazy: () => import("./routes/app/layout"),
    children: [
      {
        // Errors below render inside the console frame, with the navigation still usable.
        errorElement: <RouteErrorBoundary framed={false} />,
        children: [
          { index: true, lazy: () => import("./routes/app/index") },
          ...navigationItems.map((item) => ({
            path: item.path,
            handle: { page: { section: item.id } },
            lazy: screens[item.path] ?? placeholder,
          })),
          ...subPages.map(({ path, meta }) => ({
            path,
            handle: { page: meta },
            lazy: screens[path] ?? placeholder,
          })),
          { path: "*", lazy: () => import("./routes/app/not-found") },
        ],
      },
    ],
  };
}

/**
 * The sign-in and error pages are lazy chunks too: the login page downloads its form, not the
 * console's shell or screens (issue 14's size ceilings, checked by `npm run test:size`).
 */
function screen<Name extends string>(name: Name) {
  return (module: Record<Name, ComponentType>) => ({ Component: module[name] });
}

const errorRoutes = () => import("./routes/errors/error-routes");

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: paths.login, lazy: () => import("./routes/auth/login").then(screen("LoginRoute")) },
      {
        path: paths.resetPass,
        lazy: () => withLaterTexts(import("./routes/auth/reset-pass").then(screen("ResetPassRoute"))),
      },
      {
        path: paths.newPassword,
        lazy: () => withLaterTexts(import("./routes/auth/new-password").then(screen("NewPasswordRoute"))),
      },
      {
        path: paths.signUp,
        lazy: () => withLaterTexts(import("./routes/auth/sign-up").then(screen("SignUpRoute"))),
      },
      {
        path: paths.signUpVerify,
        lazy: () => withLaterTexts(import("./routes/auth/sign-up-verify").then(screen("SignUpVerifyRoute"))),
      },
      {
        path: paths.firstTimeChangePassword,
        lazy: () =>
          withLaterTexts(
            import("./routes/auth/first-time-change-password").then(screen("FirstTimeChangePasswordRoute")),
          ),
      },
      { path: paths.logOut, lazy: () => import("./routes/auth/log-out").then(screen("LogOutRoute")) },
      { path: paths.forbidden, lazy: () => errorRoutes().then(screen("ForbiddenRoute")) },
      { path: paths.ipBlocked, lazy: () => errorRoutes().then(screen("IpBlockedRoute")) },
      { path: paths.notFound, lazy: () => errorRoutes().then(screen("NotFoundRoute")) },
      { path: paths.gatewayTimeout, lazy: () => errorRoutes().then(screen("GatewayTimeoutRoute")) },
      ...userTypeIds.map(consoleRoutes),
      { path: "*", lazy: () => errorRoutes().then(screen("NotFoundRoute")) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
