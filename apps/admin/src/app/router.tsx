import { navigationItems, userTypeIds } from "@mekuri/domain";
import { createBrowserRouter, type RouteObject } from "react-router";
import { FullPageLoader } from "@/components/full-page-loader";
import { RouteErrorBoundary } from "@/features/errors/components/route-error-boundary";
import { subPages } from "@/features/shell/pages";
import { paths } from "@/lib/api-rules";
import { FirstTimeChangePasswordRoute } from "./routes/auth/first-time-change-password";
import { LogOutRoute } from "./routes/auth/log-out";
import { LoginRoute } from "./routes/auth/login";
import { NewPasswordRoute } from "./routes/auth/new-password";
import { ResetPassRoute } from "./routes/auth/reset-pass";
import { SignUpRoute } from "./routes/auth/sign-up";
import { SignUpVerifyRoute } from "./routes/auth/sign-up-verify";
import {
  ForbiddenRoute,
  GatewayTimeoutRoute,
  IpBlockedRoute,
  NotFoundRoute,
} from "./routes/errors/error-routes";
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

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: paths.login, element: <LoginRoute /> },
      { path: paths.resetPass, element: <ResetPassRoute /> },
      { path: paths.newPassword, element: <NewPasswordRoute /> },
      { path: paths.signUp, element: <SignUpRoute /> },
      { path: paths.signUpVerify, element: <SignUpVerifyRoute /> },
      { path: paths.firstTimeChangePassword, element: <FirstTimeChangePasswordRoute /> },
      { path: paths.logOut, element: <LogOutRoute /> },
      { path: paths.forbidden, element: <ForbiddenRoute /> },
      { path: paths.ipBlocked, element: <IpBlockedRoute /> },
      { path: paths.notFound, element: <NotFoundRoute /> },
      { path: paths.gatewayTimeout, element: <GatewayTimeoutRoute /> },
      ...userTypeIds.map(consoleRoutes),
      { path: "*", element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
