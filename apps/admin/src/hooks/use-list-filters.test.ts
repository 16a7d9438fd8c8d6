import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useListFilters } from "./use-list-filters";

describe("a list's filters and page", () => {
  it("keeps the page the user picked until a filter changes, then starts again at page 1", () => {
    const { result } = renderHook(() =>
      useListFilters<{ search: string; status: string | null }>({
        search: "",
        status: null,
      }),
    );
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);

    act(() => result.current.setFilter("status")("published"));
    expect(result.current.page).toBe(1);
    expect(result.current.filters).toEqual({ search: "", status: "published" });
  });
});
