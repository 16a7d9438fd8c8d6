import {
  type AccountKind,
  type CreateSiteBody,
  contractHasEnded,
  createSiteBodyFor,
  endDateInPast,
  gridProblem,
  lockedSettingChanges,
  normaliseSiteDocument,
  type PlanCapabilities,
  publishIssues,
  type SiteDocument,
} from "@mekuri/domain";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/database/database.ts";
import { sites } from "../../platform/database/schema/index.ts";
import { AppError } from "../../platform/http/app-error.ts";
import type { Actor } from "../accounts/actor.ts";
import { assertCanCreateSite, capabilitiesOfAccount } from "../plans/account-capabilities.ts";
import { findReachableAccount } from "../tenancy/account-scope.ts";
import { findOwnedSite, type OwnedSite, siteNotFound } from "../tenancy/site-scope.ts";
import { sanitiseDocument } from "./html-sanitiser.ts";
import { planFlagsOfAccount } from "./plan-flags.ts";
import { publishSite } from "./publish-site.ts";
import { newSiteDocument, toSiteDocument } from "./site-document-mapper.ts";
import { saveSiteDocument } from "./site-document-store.ts";
import { loadSiteDraft } from "./site-draft-repository.ts";
import { assertNoIssues, issue, issuesOf, siteRejected } from "./site-validation.ts";

// Preview reads the draft as the editor saved it; the query is shared as it is.
export { loadSiteDraft } from "./site-draft-repository.ts";

async function contractedCapabilities(db: Tx, owner: { id: string; kind: AccountKind }) {
  const capabilities = await capabilitiesOfAccount(db, owner);
  // An account without a plan may look at its sites but not build or publish them.
  if (!capabilities.contracted) throw new AppError(403, "PLAN_LIMIT", "plans.notContracted");
  return capabilities;
}

export async function readSiteDocument(db: Db | Tx, owned: OwnedSite): Promise<SiteDocument> {
  const draft = await loadSiteDraft(db, owned.site.id);
  if (!draft) throw siteNotFound();
  return toSiteDocument(draft, owned.site);
}

/** POST /site: a draft with default content in the caller's account (or one it reaches). */
export async function createSite(
  db: Db,
  actor: Actor,
  body: CreateSiteBody,
  now = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    const account = body.accountId ? await findReachableAccount(tx, actor, body.accountId) : actor.account;
    if ("contractStatus" in account && account.contractStatus !== "active") {
      throw new AppError(400, "VALIDATION_ERROR", "sites.ownerNotActive");
    }
    const owner = { id: account.id, kind: account.kind as AccountKind };
    await assertCanCreateSite(tx, owner);
    const capabilities = await contractedCapabilities(tx, owner);
    const parsed = createSiteBodyFor({ maxPages: capabilities.maxPagesPerSite }).safeParse(body);
    if (!parsed.success) throw siteRejected(issuesOf(parsed.error));
    const languages = parsed.data.languages ?? [parsed.data.defaultLanguage];
    if (languages.length > 1 && !capabilities.features.multiLanguage) {
      throw siteRejected([issue(["languages"], "sites.lockedMultiLanguage")]);
    }
    const [site] = await tx
      .insert(sites)
      .values({
        accountId: owner.id,
        name: parsed.data.name,
        numberHorizontal: parsed.data.numberHorizontal,
        numberVertical: parsed.data.numberVertical,
        settings: {},
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: sites.id });
    const doc = newSiteDocument(
      { ...parsed.data, languages },
      { id: site!.id, accountId: owner.id, updatedAt: now.toISOString() },
    );
    await saveSiteDocument(tx, site!.id, doc, now);
    return site!.id;
  });
}

/** What the server keeps for itself whatever the document says (docs/decisions/016). */
function withServerFields(doc: SiteDocument, before: SiteDocument): SiteDocument {
  return {
    ...doc,
    id: before.id,
    accountId: before.accountId,
    status: before.status,
    // The custom domain routes public traffic, so only DNS verification sets it (domains module).
    customDomain: before.customDomain,
  };
}

/** The grid against the plan's pages (the route's schema checked every other rule already). */
function gridIssues(grid: { numberHorizontal: number; numberVertical: number }, maxPages: number) {
  const problem = gridProblem(grid.numberHorizontal, grid.numberVertical, maxPages);
  if (!problem) return [];
  return [
    problem === "tooManyPages"
      ? issue(["numberVertical"], "sites.tooManyPages", { max: maxPages })
      : issue(["numberVertical"], "sites.invalidGrid"),
  ];
}

/** admin.md §5 Popup/notification: a popup's end that is new or changed must be after now. */
function popupWindowIssues(doc: SiteDocument, before: SiteDocument, now: Date) {
  return (["timeLimit", "applicantLimit"] as const).flatMap((kind) => {
    const end = doc.popupCtas[kind]?.endDate ?? null;
    return endDateInPast(end, now, before.popupCtas[kind]?.endDate ?? undefined)
      ? [issue(["popupCtas", kind, "endDate"], "validation.endPast")]
      : [];
  });
}

function checkPlan(doc: SiteDocument, before: SiteDocument, capabilities: PlanCapabilities): void {
  assertNoIssues([
    ...gridIssues(doc, capabilities.maxPagesPerSite),
    ...lockedSettingChanges(before, doc, capabilities.features).map((lock) => issue(lock.path, lock.key)),
  ]);
}

/**
 * PUT /site/{id}: the whole document, checked against every rule and the owner's plan, saved in one
 * transaction or not at all. A document loaded before the last save is refused (409).
 */
export async function updateSite(
  db: Db,
  actor: Actor,
  siteId: string,
  doc: SiteDocument,
  now = new Date(),
): Promise<SiteDocument> {
  await db.transaction(async (tx) => {
    const owned = await findOwnedSite(tx, actor, siteId, { forUpdate: true });
    if (owned.site.updatedAt.toISOString() !== new Date(doc.updatedAt).toISOString()) {
      throw new AppError(409, "CONFLICT", "sites.stale");
    }
    const capabilities = await contractedCapabilities(tx, owned.owner);
    const before = await readSiteDocument(tx, owned);
    checkPlan(doc, before, capabilities);
    assertNoIssues(popupWindowIssues(doc, before, now));
    const saved = normaliseSiteDocument(await sanitiseDocument(withServerFields(doc, before)));
    // Saving always moves updatedAt forward, so a second editor's stale copy is caught.
    const stamp = new Date(Math.max(now.getTime(), owned.site.updatedAt.getTime() + 1));
    await saveSiteDocument(tx, siteId, saved, stamp);
  });
  return readSiteDocument(db, await findOwnedSite(db, actor, siteId));
}

/**
 * PUT /site/{id}/publish. Public: the draft's creatives must fill the grid from A1 without gaps,
 * then it is compiled into a new immutable version. Private: the site stops answering publicly and
 * keeps its versions.
 */
export async function setVisibility(
  db: Db,
  actor: Actor,
  siteId: string,
  visibility: "public" | "private",
  now = new Date(),
): Promise<{ status: "PUBLISH" | "PRIVATE"; version: number | null }> {
  const owned = await findOwnedSite(db, actor, siteId);
  const capabilities = await contractedCapabilities(db, owned.owner);
  if (visibility === "private") {
    // The draft's own stamp stays: an editor still holding the document can save it after this.
    await db
      .update(sites)
      .set({ status: "PRIVATE", updatedAt: sql`${sites.updatedAt}` })
      .where(eq(sites.id, siteId));
    return { status: "PRIVATE", version: owned.site.publishedVersion };
  }
  // admin.md §4 Site: the sites of an ended contract stay private (contract-expiry.ts closes them).
  if (contractHasEnded(owned.owner.contractEndDate, now)) {
    throw new AppError(409, "CONFLICT", "sites.contractEnded");
  }
  const draft = await loadSiteDraft(db, siteId);
  if (!draft) throw siteNotFound();
  assertNoIssues([
    ...publishIssues(draft).map((i) => issue(i.path, i.key, i.params)),
    ...gridIssues(draft, capabilities.maxPagesPerSite),
  ]);
  const { version } = await publishSite(
    db,
    siteId,
    "PUBLISH",
    await planFlagsOfAccount(db, owned.owner),
    now,
  );
  return { status: "PUBLISH", version };
}

export async function deleteSite(db: Db, actor: Actor, siteId: string): Promise<void> {
  const owned = await findOwnedSite(db, actor, siteId);
  await db.delete(sites).where(eq(sites.id, owned.site.id));
}
