import type { AccountKind } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../platform/database/database.ts";
import { accounts, sites } from "../../platform/database/schema/index.ts";
import { AppError, notFound, unauthorized } from "../../platform/http/app-error.ts";
import { verifyPassword } from "../../platform/security/passwords.ts";
import { type Actor, actorOf, can, canReachAccount } from "../accounts/actor.ts";
import { findOperatorById } from "../accounts/operator-service.ts";
import { bearerToken } from "../auth/access-control.ts";
import type { AccessTokenSigner } from "../auth/access-token.ts";
import type { FailureLimits, FailureThrottle } from "../auth/failure-throttle.ts";
import { findInvitation, findShare } from "./preview-shares.ts";
import type { PreviewTokens } from "./preview-token.ts";

export interface PreviewSite {
  id: string;
  name: string;
  customDomain: string | null;
  account: { id: string; kind: AccountKind; path: string };
}

export async function findPreviewSite(db: Db, siteId: string): Promise<PreviewSite | undefined> {
  const [row] = await db
    .select({
      id: sites.id,
      name: sites.name,
      customDomain: sites.customDomain,
      accountId: accounts.id,
      accountKind: accounts.kind,
      accountPath: accounts.path,
    })
    .from(sites)
    .innerJoin(accounts, eq(accounts.id, sites.accountId))
    .where(eq(sites.id, siteId));
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    customDomain: row.customDomain,
    account: { id: row.accountId, kind: row.accountKind as AccountKind, path: row.accountPath },
  };
}

/** An operator previews the sites of the accounts it reaches (its own and those below it). */
export function operatorMayPreview(actor: Actor, site: PreviewSite): boolean {
  return can(actor, "sites:view") && canReachAccount(actor, site.account);
}

/** A site the calling operator may preview and share; another tenant's site answers 404. */
export async function requireOperatorSite(db: Db, actor: Actor, siteId: string): Promise<PreviewSite> {
  const site = await findPreviewSite(db, siteId);
  if (!site || !operatorMayPreview(actor, site)) throw notFound();
  return site;
}

/** A site to preview, before anyone's access is checked; an unknown site answers 404. */
export async function requirePreviewSite(db: Db, siteId: string): Promise<PreviewSite> {
  const site = await findPreviewSite(db, siteId);
  if (!site) throw notFound();
  return site;
}

/** The operator an access token names, with the same checks as operator routes make. */
async function operatorOf(db: Db, operatorId: string, sessionVersion?: number): Promise<Actor | undefined> {
  const operator = await findOperatorById(db, operatorId);
  const status = operator?.account.contractStatus;
  if (!operator || status === "suspended" || status === "terminated") return undefined;
  if (sessionVersion !== undefined && operator.sessionVersion !== sessionVersion) return undefined;
  const actor = actorOf(operator);
  return actor.mustChangePassword ? undefined : actor;
}

/** Guesses at a site's preview passcode, by header or with an invited e-mail (decision 033). */
export const previewPasscodeLimits: FailureLimits = {
  perAddress: { max: 10, windowMs: 15 * 60_000 },
  perTarget: { max: 50, windowMs: 15 * 60_000 },
};

export interface PreviewAccessDeps {
  db: Db;
  signer: AccessTokenSigner;
  tokens: PreviewTokens;
  /** Counts wrong passcodes per address and per site (previewPasscodeLimits). */
  passcodeThrottle: FailureThrottle;
}

export const previewPasswordHeader = "x-preview-password";

/**
 * Who may see a site's draft (viewer.md §6): an operator reaching the site (by its access token or
 * a preview token it asked for), an invited e-mail logged in to the preview, or, on a share that is
 * not private, anyone with the link (and the passcode, when one is set).
 */
export async function authorizePreview(
  deps: PreviewAccessDeps,
  request: FastifyRequest,
  site: PreviewSite,
): Promise<void> {
  const token = bearerToken(request);
  if (token) {
    const claims = await deps.tokens.verify(token);
    if (claims) {
      if (claims.siteId !== site.id) throw unauthorized("preview.loginRequired");
      if (claims.holder.kind === "operator") {
        const actor = await operatorOf(deps.db, claims.holder.operatorId);
        if (actor && operatorMayPreview(actor, site)) return;
        throw unauthorized("preview.loginRequired");
      }
      const invitation = await findInvitation(deps.db, site.id, claims.holder.email);
      const ended = invitation?.sessionsValidAfter?.getTime();
      if (invitation && (ended === undefined || claims.issuedAtMs > ended)) return;
      throw unauthorized("preview.loginRequired");
    }
    const verified = await deps.signer.verify(token);
    if (!verified || "expired" in verified) throw unauthorized();
    const actor = await operatorOf(deps.db, verified.operatorId, verified.sessionVersion);
    if (!actor) throw unauthorized();
    if (!operatorMayPreview(actor, site)) throw notFound();
    return;
  }
  const share = await findShare(deps.db, site.id);
  if (!share || share.isPrivate) throw unauthorized("preview.loginRequired");
  if (!share.passwordHash) return;
  const password = request.headers[previewPasswordHeader];
  if (typeof password !== "string" || !password) throw unauthorized("preview.loginRequired");
  await deps.passcodeThrottle.check(request.ip, site.id);
  if (!(await verifyPassword(share.passwordHash, password))) {
    await deps.passcodeThrottle.failed(request.ip, site.id);
    throw new AppError(401, "INVALID_CREDENTIALS", "preview.passwordIncorrect");
  }
}
