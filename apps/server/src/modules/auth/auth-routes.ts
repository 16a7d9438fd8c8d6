import {
  changePasswordBody,
  errorResponse,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  messageResponse,
  resetPasswordBody,
  signUpBody,
  signUpVerifyBody,
  type TokenPair,
  tokenPair,
  translate,
  userInfo,
  verifyTokenBody,
  verifyTokenResponse,
} from "@mekuri/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/http/app-error.ts";
import { userInfoOf } from "../accounts/actor.ts";
import { bearerToken, requireActor } from "./access-control.ts";
import type { AuthService } from "./auth-service.ts";
import {
  clearRefreshCookie,
  type RefreshCookieOptions,
  readRefreshCookie,
  refreshCookieHeader,
  setRefreshCookie,
  wantsRefreshCookie,
} from "./refresh-cookie.ts";

const tags = ["auth"];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse };
const cookieNote = `With \`${refreshCookieHeader}: 1\` the refresh token travels in an HttpOnly cookie instead of the body.`;
const bearerRefresh = `Send the refresh token as \`Authorization: Bearer <refresh_token>\`. ${cookieNote}`;

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  refreshCookie: RefreshCookieOptions;
}> = async (app, { auth, refreshCookie }) => {
  /** Browsers that asked for the cookie get the refresh token there and never see it in the body. */
  function deliver<T extends TokenPair>(request: FastifyRequest, reply: FastifyReply, pair: T): T {
    if (!wantsRefreshCookie(request) || !pair.refreshToken) return pair;
    setRefreshCookie(reply, pair.refreshToken, refreshCookie);
    return { ...pair, refreshToken: undefined };
  }

  const refreshTokenOf = (request: FastifyRequest) => bearerToken(request) ?? readRefreshCookie(request);

  async function logout(request: FastifyRequest, reply: FastifyReply) {
    await auth.logout(refreshTokenOf(request));
    if (wantsRefreshCookie(request)) clearRefreshCookie(reply, refreshCookie);
    return { message: translate("auth.loggedOut", request.locale) };
  }

  app.post(
    "/auth/login",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Log in with e-mail and password",
        description: cookieNote,
        body: loginBody,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request, reply) => deliver(request, reply, await auth.login(request.body, request.ip)),
  );

  app.post(
    "/auth/refresh-token",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Trade a refresh token for a new pair",
        description: bearerRefresh,
        response: { 200: tokenPair, ...errors },
      },
    },
    async (request, reply) => {
      try {
        return deliver(request, reply, await auth.refresh(refreshTokenOf(request)));
      } catch (error) {
        // A refused cookie is dead; a busy or unreachable database is not a reason to drop it.
        const refused = error instanceof AppError && error.statusCode === 401;
        if (refused && wantsRefreshCookie(request)) clearRefreshCookie(reply, refreshCookie);
        throw error;
      }
    },
  );

  app.delete(
    "/auth/refresh-token",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "End the session of a refresh token (the console's logout, where its cookie is sent)",
        description: bearerRefresh,
        response: { 200: messageResponse },
      },
    },
    logout,
  );

  app.post(
    "/auth/logout",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "End the session of a refresh token",
        description: bearerRefresh,
        response: { 200: messageResponse },
      },
    },
    logout,
  );

  app.get(
    "/auth/user-info",
    {
      config: { access: "operator", allowPendingPasswordChange: true },
      schema: {
        tags,
        summary: "The logged-in operator, account, permissions and navigation",
        response: { 200: userInfo, ...errors },
      },
    },
    async (request) => userInfoOf(requireActor(request)),
  );

  app.post(
    "/auth/forgot-password",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Mail a password reset link",
        body: forgotPasswordBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email, request.ip, request.locale);
      return { message: translate("auth.forgotPasswordSent", request.locale) };
    },
  );

  app.post(
    "/auth/sign-up",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Start a self-service trial: mails a link that makes the account (the same answer for every address)",
        body: signUpBody,
        response: { 202: messageResponse, ...errors },
      },
    },
    async (request, reply) => {
      await auth.requestSignUp(request.body, request.ip, request.locale);
      return reply.status(202).send({ message: translate("signUp.sent", request.locale) });
    },
  );

  app.post(
    "/auth/sign-up/verify",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Open the sign-up link (once): makes the trial account on the Trial plan and logs in",
        body: signUpVerifyBody,
        response: { 200: loginResponse.extend({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const session = await auth.completeSignUp(request.body.token);
      return deliver(request, reply, { ...session, message: translate("signUp.completed", request.locale) });
    },
  );

  app.post(
    "/auth/verify-token",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Check a password reset token",
        body: verifyTokenBody,
        response: { 200: verifyTokenResponse, ...errors },
      },
    },
    (request) => auth.verifyResetToken(request.body.token),
  );

  app.post(
    "/auth/reset-password",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Set a new password with a reset token",
        body: resetPasswordBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body);
      return { message: translate("auth.passwordReset", request.locale) };
    },
  );

  app.post(
    "/auth/change-password",
    {
      config: { access: "operator", allowPendingPasswordChange: true },
      schema: {
        tags,
        summary: "Change the own password (also the forced first-login change)",
        body: changePasswordBody,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request, reply) =>
      deliver(request, reply, await auth.changePassword(requireActor(request), request.body)),
  );
};
