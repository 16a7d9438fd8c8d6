import { setTimeout as delay } from "node:timers/promises";

/** Events per batch; a batch is acknowledged whole (202 with every event accepted) or not at all. */
export const eventsPerBatch = 5;

export interface WriteLoadOptions {
  siteId: string;
  /** Prefix of every id the load writes, so the counts read back only this load's writes. */
  tag: string;
  eventSenders: number;
  formSenders: number;
  /** Saves the site's draft over and over with a new name (needs an operator's access token). */
  siteSave?: { accessToken: string };
}

/** What the server acknowledged, and what else it answered. */
export interface WriteTally {
  /** Session ids of the acknowledged event batches. */
  events: string[];
  /** Idempotency keys of the acknowledged contact submissions. */
  forms: string[];
  /** Number of the last acknowledged site save (its name ends with it), or -1. */
  lastSave: number;
  /** Answers other than the acknowledgement, by status ("network" when there was no answer). */
  refused: Record<string, number>;
  /** 503 answers without Retry-After, and 5xx other than 503: a client could not act on them. */
  unexplained: string[];
}

/**
 * Writes to a running server from concurrent senders until stopped: event batches, contact
 * submissions and, optionally, site saves, each with an id of its own, and keeps exactly which
 * writes were acknowledged. A sender whose server is gone keeps trying every 50 ms.
 */
export function startWriteLoad(baseUrl: string, options: WriteLoadOptions) {
  const tally: WriteTally = { events: [], forms: [], lastSave: -1, refused: {}, unexplained: [] };
  let stopped = false;
  let counter = 0;
  const api = (path: string) => `${baseUrl}/api/v1${path}`;

  /** The answer's status when it was an acknowledgement, else counts it and answers undefined. */
  async function send(url: string, init: RequestInit, acknowledged: number) {
    try {
      const response = await fetch(url, init);
      const body = await response.text();
      if (response.status === acknowledged) return body;
      tally.refused[response.status] = (tally.refused[response.status] ?? 0) + 1;
      if (
        (response.status === 503 && !response.headers.get("retry-after")) ||
        (response.status >= 500 && response.status !== 503)
      ) {
        tally.unexplained.push(`${init.method} ${url}: ${response.status} ${body.slice(0, 200)}`);
      }
    } catch {
      tally.refused.network = (tally.refused.network ?? 0) + 1;
      await delay(50);
    }
    return undefined;
  }

  async function eventSender() {
    while (!stopped) {
      const sessionId = `${options.tag}-e${++counter}`;
      const events = Array.from({ length: eventsPerBatch }, (_, i) => ({
        type: "slide_page",
        site_id: options.siteId,
        page_id: `p${i}`,
        occurred_at: Date.now(),
        session_id: sessionId,
      }));
      const body = await send(
        api("/end-user/events"),
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ events }) },
        202,
      );
      if (body && (JSON.parse(body) as { accepted: number }).accepted === eventsPerBatch) {
        tally.events.push(sessionId);
      }
    }
  }

  async function formSender() {
    while (!stopped) {
      const key = `${options.tag}-f${++counter}`;
      const data = { email: `${key}@example.com`, company: key, topic: "見積もり", channels: ["mail"] };
      const body = await send(
        api(`/end-user/site/${options.siteId}/contact`),
        {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": key },
          body: JSON.stringify({ data }),
        },
        201,
      );
      if (body) tally.forms.push(key);
    }
  }

  async function siteSaver(accessToken: string) {
    const headers = { "content-type": "application/json", authorization: `Bearer ${accessToken}` };
    let document: Record<string, unknown> | undefined;
    for (let save = 0; !stopped; save++) {
      document ??= await send(api(`/site/${options.siteId}`), { method: "GET", headers }, 200).then((body) =>
        body ? (JSON.parse(body) as Record<string, unknown>) : undefined,
      );
      if (!document) continue;
      const body = await send(
        api(`/site/${options.siteId}`),
        { method: "PUT", headers, body: JSON.stringify({ ...document, name: `${options.tag}-s${save}` }) },
        200,
      );
      document = body ? (JSON.parse(body) as Record<string, unknown>) : undefined;
      if (body) tally.lastSave = save;
    }
  }

  const senders = [
    ...Array.from({ length: options.eventSenders }, eventSender),
    ...Array.from({ length: options.formSenders }, formSender),
    ...(options.siteSave ? [siteSaver(options.siteSave.accessToken)] : []),
  ];
  return {
    tally,
    /**
     * Resolves once at least this many writes of each kind were acknowledged, so a fault hits a
     * load that is running whatever the machine's speed; fails after `withinMs`.
     */
    acknowledged: async (least: { events: number; forms: number; saves?: number }, withinMs = 60_000) => {
      const started = Date.now();
      while (
        tally.events.length < least.events ||
        tally.forms.length < least.forms ||
        tally.lastSave + 1 < (least.saves ?? 0)
      ) {
        if (Date.now() - started > withinMs) {
          throw new Error(
            `too few writes acknowledged within ${withinMs} ms: ${JSON.stringify(tally.refused)}`,
          );
        }
        await delay(50);
      }
    },
    /** Stops sending and answers the tally once every sender's last request has ended. */
    stop: async () => {
      stopped = true;
      await Promise.all(senders);
      return tally;
    },
  };
}
