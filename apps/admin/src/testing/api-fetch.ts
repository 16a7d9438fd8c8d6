import { waitFor } from "@testing-library/react";
import { expect, vi } from "vitest";

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText: status === 200 ? "OK" : "",
    headers: { "Content-Type": "application/json", ...headers },
  });
}

/** Replaces fetch with a router of handlers keyed by "METHOD /path"; records every request. */
export function stubFetch(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
    const request = { url, method, headers, body };
    requests.push(request);
    const path = new URL(url, "http://localhost").pathname;
    const handler = handlers[`${method} ${path}`];
    if (!handler) throw new TypeError(`Failed to fetch (no stub for ${method} ${path})`);
    return handler(request);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { requests, fetchMock };
}

/** Answers held back until the test gives them, so it can type while a request is on its way. */
export function heldAnswers() {
  const waiting: { request: RecordedRequest; answer: (response: Response) => void }[] = [];
  const handler: Handler = (request) =>
    new Promise<Response>((answer) => {
      waiting.push({ request, answer });
    });
  const next = async () => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    return waiting.shift()!;
  };
  return { handler, next };
}
