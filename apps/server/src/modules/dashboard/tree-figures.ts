import {
  firstPaidMonth,
  jstDay,
  type MonthSnapshot,
  type Movement,
  measureDay,
  monthMovements,
  monthSnapshot,
} from "@mekuri/domain";
import type { Db } from "../../platform/database/database.ts";
import { loadSitesPerMonth, loadTreeHistory, type TreeHistory } from "./dashboard-store.ts";

/**
 * One tree's history read once, with every month's figures computed on first use and kept: the
 * four calls of a dashboard page, and the range changes after it, share one read (decision 072).
 */
export class TreeFigures {
  private readonly snapshots = new Map<string, MonthSnapshot>();
  private readonly movementsOf = new Map<string, Movement[]>();
  private readonly planCountsOf = new Map<string, Map<string, number>>();
  private readonly firstPaid = new Map<string, string | null>();
  private readonly byId: Map<string, TreeHistory["accounts"][number]>;
  /** Accounts by the JST month their contract started. */
  private readonly starts = new Map<string, TreeHistory["accounts"][number][]>();

  constructor(
    readonly history: TreeHistory,
    private readonly sitesPerMonth: Map<string, number>,
    readonly now: Date,
  ) {
    this.byId = new Map(history.accounts.map((account) => [account.id, account]));
    for (const account of history.accounts) {
      const month = account.contractStartDate?.slice(0, 7);
      if (!month) continue;
      const started = this.starts.get(month);
      if (started) started.push(account);
      else this.starts.set(month, [account]);
    }
  }

  snapshot(month: string): MonthSnapshot {
    let snapshot = this.snapshots.get(month);
    if (!snapshot) {
      snapshot = monthSnapshot(this.history.accounts, this.history.plans, month, this.now);
      this.snapshots.set(month, snapshot);
    }
    return snapshot;
  }

  /** The movements from the month before `month` to it. */
  movements(month: string, previousMonth: string): Movement[] {
    let movements = this.movementsOf.get(month);
    if (!movements) {
      movements = monthMovements(this.snapshot(previousMonth).mrr, this.snapshot(month).mrr, month, (id) => {
        if (!this.firstPaid.has(id)) {
          this.firstPaid.set(id, firstPaidMonth(this.byId.get(id)!, this.history.plans, this.now));
        }
        return this.firstPaid.get(id)!;
      });
      this.movementsOf.set(month, movements);
    }
    return movements;
  }

  /** Contracted accounts per plan at the month's reading day. */
  planCounts(month: string): Map<string, number> {
    let counts = this.planCountsOf.get(month);
    if (!counts) {
      counts = new Map();
      for (const planId of this.snapshot(month).plans.values())
        counts.set(planId, (counts.get(planId) ?? 0) + 1);
      this.planCountsOf.set(month, counts);
    }
    return counts;
  }

  /** Accounts whose contract started in the month (up to today for the month under way). */
  introducedIn(month: string) {
    const last = measureDay(month, this.now);
    return (this.starts.get(month) ?? []).filter((account) => account.contractStartDate! <= last);
  }

  sitesCreatedIn(month: string): number {
    return this.sitesPerMonth.get(month) ?? 0;
  }

  /** Sites created before the month began. */
  sitesBefore(month: string): number {
    let total = 0;
    for (const [created, count] of this.sitesPerMonth) if (created < month) total += count;
    return total;
  }
}

/** How long a tree's figures are answered as they are: a change shows on the dashboard this late. */
export const figuresTtlMs = 30_000;
/**
 * Figures older than the TTL but younger than this are still answered at once while newer ones are
 * read behind them (decision 113), so only the first view of a tree, or one after a long pause,
 * waits for the read of the whole tree.
 */
export const staleServeMs = 10 * 60_000;
const maxTrees = 200;

interface Entry {
  readAt: number;
  figures: Promise<TreeFigures>;
  /** Set once `figures` resolved: a pending or failed read is never answered as stale. */
  settled: boolean;
  refreshing: boolean;
}

/** Figures per tree root, reused for `figuresTtlMs` and read once however many calls ask at once. */
export class TreeFiguresCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  get(root: { id: string; path: string }): Promise<TreeFigures> {
    const now = this.clock();
    // A new day in Japan moves "today", the reading day of the month under way.
    const key = `${root.id}:${jstDay(now)}`;
    const entry = this.entries.get(key);
    const age = entry ? now.getTime() - entry.readAt : Number.POSITIVE_INFINITY;
    if (entry && (age < figuresTtlMs || !entry.settled)) return entry.figures;
    if (entry && age < staleServeMs) {
      if (!entry.refreshing) this.refresh(key, root, entry);
      return entry.figures;
    }
    return this.read(key, root, now).figures;
  }

  private read(key: string, root: { id: string; path: string }, now: Date): Entry {
    const entry: Entry = {
      readAt: now.getTime(),
      figures: this.load(root, now),
      settled: false,
      refreshing: false,
    };
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.figures.then(
      () => {
        entry.settled = true;
      },
      // A failed read is not kept.
      () => this.entries.get(key) === entry && this.entries.delete(key),
    );
    for (const [old, value] of this.entries) {
      if (this.entries.size <= maxTrees && now.getTime() - value.readAt < staleServeMs) break;
      this.entries.delete(old);
    }
    return entry;
  }

  /** Reads newer figures behind the stale ones, which stay answered until the read succeeds. */
  private refresh(key: string, root: { id: string; path: string }, stale: Entry) {
    stale.refreshing = true;
    const now = this.clock();
    this.load(root, now).then(
      (figures) => {
        if (this.entries.get(key) !== stale) return;
        this.entries.delete(key);
        this.entries.set(key, {
          readAt: now.getTime(),
          figures: Promise.resolve(figures),
          settled: true,
          refreshing: false,
        });
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  private async load(root: { id: string; path: string }, now: Date): Promise<TreeFigures> {
    const [history, sites] = await Promise.all([
      loadTreeHistory(this.db, root),
      loadSitesPerMonth(this.db, root),
    ]);
    return new TreeFigures(history, sites, now);
  }
}
