import { maxEngagementMs, minEngagementMs } from "@domain/site/analytics-rules.ts";

/**
 * Visible time on the current page: runs while the page is shown and the tab visible. Leaving the
 * page or hiding the tab ends a stretch; a stretch under a second is dropped and one over 30
 * minutes is capped (viewer-side rules of the issue; the server refuses anything outside them).
 */
export class EngagementClock {
  private pageId: string | null = null;
  private since: number | null = null;

  constructor(
    private readonly report: (pageId: string, durationMs: number) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** The visitor is on `pageId` now: the previous page's stretch ends. */
  enter(pageId: string) {
    if (pageId === this.pageId && this.since !== null) return;
    this.end();
    this.pageId = pageId;
    this.since = this.now();
  }

  /** The tab is hidden: the stretch ends, the page stays current. */
  pause() {
    this.end();
  }

  /** The tab is visible again. */
  resume() {
    if (this.pageId !== null && this.since === null) this.since = this.now();
  }

  private end() {
    if (this.pageId === null || this.since === null) return;
    const duration = this.now() - this.since;
    this.since = null;
    if (duration >= minEngagementMs) this.report(this.pageId, Math.min(duration, maxEngagementMs));
  }
}
