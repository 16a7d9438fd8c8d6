import { navigationItems, userTypeIds } from "@mekuri/domain";
import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { FullPageLoader } from "@/components/full-page-loader";
import { RouteErrorBoundary } from "@/features/errors/components/route-error-boundary";
import { subPages } from "@/features/shell/pages";
import { paths } from "@/lib/api-rules";
import { HomeRedirect } from "./routes/home-redirect";
import { RootLayout } from "./routes/root-layout";

/** The screens built so far, by route path; the rest show the placeholder until their issue lands. */
const screens: Record<string, RouteObject["lazy"]> = {
  summary: () => import("./routes/app/summary"),
  "user-list": () => import("./routes/app/user-list"),
  "user/:id": () => import("./routes/app/user-detail"),
  "create-user/:id": () => import("./routes/app/create-user"),
  "update-user/:type/:id": () => import("./routes/app/update-user"),
  "plan-management": () => import("./routes/app/plan-management"),
  "check-plan": () => import("./routes/app/check-plan"),
  plan: () => import("./routes/app/check-plan"),
  "payment-list": () => import("./routes/app/payment-list"),
  "invoice/:id": () => import("./routes/app/invoice"),
  "admin-list": () => import("./routes/app/admin-list"),
  "site-list": () => import("./routes/app/site-list"),
  "create-site": () => import("./routes/app/create-site"),
  "site/:id": () => import("./routes/app/site-detail"),
  "site/list/:id": () => import("./routes/app/site-data"),
  analytics: () => import("./routes/app/analytics"),
  "mail-outbox": () => import("./routes/app/mail-outbox"),
  "latest-information": () => import("./routes/app/latest-information"),
  "latest-information/create": () => import("./routes/app/latest-information-form"),
  "latest-information/edit/:id": () => import("./routes/app/latest-information-form"),
  "latest-information/:id": () => import("./routes/app/latest-information-detail"),
  "system-notification": () => import("./routes/app/system-notification"),
  "create-notification": () => import("./routes/app/create-notification"),
  "notification/:id": () => import("./routes/app/notification-detail"),
  "notification-delivery/:siteId": () => import("./routes/app/notification-delivery"),
  "notification-delivery/:siteId/create": () => import("./routes/app/notification-delivery-form"),
  "notification-delivery/:siteId/edit/:id": () => import("./routes/app/notification-delivery-form"),
  "notification-delivery/:siteId/detail/:id": () => import("./routes/app/notification-delivery-detail"),
};

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
            lazy: screens[item.path] ?? (() => import("./routes/app/placeholder")),
          })),
          ...subPages.map(({ path, meta }) => ({
            path,
            handle: { page: meta },
            lazy: screens[path] ?? (() => import("./routes/app/placeholder")),
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
        lazy: () => import("./routes/auth/reset-pass").then(screen("ResetPassRoute")),
      },
      {
        path: paths.newPassword,
        lazy: () => import("./routes/auth/new-password").then(screen("NewPasswordRoute")),
      },
      { path: paths.signUp, lazy: () => import("./routes/auth/sign-up").then(screen("SignUpRoute")) },
      {
        path: paths.signUpVerify,
        lazy: () => import("./routes/auth/sign-up-verify").then(screen("SignUpVerifyRoute")),
      },
      {
        path: paths.firstTimeChangePassword,
        lazy: () =>
          import("./routes/auth/first-time-change-password").then(screen("FirstTimeChangePasswordRoute")),
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
