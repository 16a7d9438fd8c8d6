import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { sitesQueryOptions } from "./get-sites";

const cursor = (n: number) => `2026-11-26T10:00:0${n}.123456Z_00000000-0000-4000-8000-00000000000${n}`;
const pageAnswer = (n: number) => ({
  items: [],
  total: 100,
  previous_cursor: cursor(2 * n - 1),
  next_cursor: cursor(2 * n),
});

beforeEach(() => {
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe("a page of the site list", () => {
  it("is read on from the edge of a neighbouring page already shown, and counted only once per filter set", async () => {
    const { requests } = stubFetch({
      "GET /api/v1/site": (request) =>
        json(200, pageAnswer(Number(new URL(request.url, "http://localhost").searchParams.get("page")))),
    });
    const client = new QueryClient();
    const open = (page: number) =>
      client.fetchQuery(sitesQueryOptions(client, { keyword: "sale", page, size: 20 }));
    await open(1);
    await open(2);
    await open(4);
    await open(3);
    const queries = requests.map((request) =>
      Object.fromEntries(new URL(request.url, "http://localhost").searchParams),
    );

    expect(queries[0]).toEqual({ keyword: "sale", page: "1", size: "20" });
    // One step forward: after the last site of page 1, no count (it is kept).
    expect(queries[1]).toEqual({
      keyword: "sale",
      page: "2",
      size: "20",
      after: cursor(2),
      with_total: "false",
    });
    // A jump: page numbers alone.
    expect(queries[2]).toEqual({ keyword: "sale", page: "4", size: "20", with_total: "false" });
    // Page 3 sits right after page 2, which is shown.
    expect(queries[3]).toMatchObject({ page: "3", after: cursor(4) });
  });

  it("is read back from the first site of the page behind it when only that one is shown", async () => {
    const { requests } = stubFetch({
      "GET /api/v1/site": (request) =>
        json(200, pageAnswer(Number(new URL(request.url, "http://localhost").searchParams.get("page")))),
    });
    const client = new QueryClient();
    const open = (page: number) => client.fetchQuery(sitesQueryOptions(client, { page, size: 20 }));
    await open(5);
    await open(4);
    expect(new URL(requests[1]!.url, "http://localhost").searchParams.get("before")).toBe(cursor(9));
    expect(new URL(requests[1]!.url, "http://localhost").searchParams.get("after")).toBeNull();
  });
});
