import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorMessage, NetworkError } from "./client.ts";

afterEach(() => vi.unstubAllGlobals());

describe("api client", () => {
  it("shows the server message, the first of a list, else the status", () => {
    expect(errorMessage(400, "Bad Request", { message: "Nope", code: "X" })).toBe("Nope");
    expect(errorMessage(400, "Bad Request", { message: ["First", "Second"] })).toBe("First");
    expect(errorMessage(502, "Bad Gateway", null)).toBe("Error 502: Bad Gateway");
  });

  it("sends Accept-Language and the bearer token, and answers in camelCase", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ page_id: "p1", content: { main_text: "Hi" } })),
    );
    vi.stubGlobal("fetch", fetch);
    const result = await apiRequest<{ pageId: string; content: { mainText: string } }>("/x", {
      lang: "en",
      token: "t",
    });
    expect(result).toEqual({ pageId: "p1", content: { mainText: "Hi" } });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ "Accept-Language": "en", Authorization: "Bearer t" });
  });

  it("turns error answers into ApiError and no answer into NetworkError", async () => {
    vi.stubGlobal(
      "fetch",
      async () => new Response(JSON.stringify({ message: "Gone", code: "NOT_FOUND" }), { status: 404 }),
    );
    await expect(apiRequest("/x", { lang: "ja" })).rejects.toEqual(new ApiError("Gone", 404, "NOT_FOUND"));
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(apiRequest("/x", { lang: "ja" })).rejects.toBeInstanceOf(NetworkError);
  });
});
