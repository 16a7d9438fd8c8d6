import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, vi } from "vitest";

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

export type Handler = (request: RecordedRequest) => Response | Promise<Response>;

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

/**
 * Renders a form whose saves wait for the test: fetch answers `routes(held)`, where `held` is the
 * handler of the save routes (see `heldAnswers`). `submit()` presses the save button and gives the
 * save then on its way, to answer when the test has typed what it types meanwhile.
 */
export function renderHeldForm<View extends object>(
  routes: (held: Handler) => Record<string, Handler>,
  render: () => View,
  saveButton: () => HTMLElement = () => screen.getByRole("button", { name: "Save" }),
) {
  const held = heldAnswers();
  const fetches = stubFetch(routes(held.handler));
  const view = render();
  const user = userEvent.setup();
  const submit = async () => {
    await user.click(saveButton());
    return held.next();
  };
  return { ...fetches, ...view, user, submit };
}
