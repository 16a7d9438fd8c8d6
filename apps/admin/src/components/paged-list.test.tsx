import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error";
import { i18n } from "@/lib/i18n";
import { renderAt } from "@/testing/render";
import type { TableColumn } from "./data-table";
import { PagedList, type PagedQuery } from "./paged-list";

interface Fruit {
  id: string;
  name: string;
  price: number;
}

const columns: TableColumn<Fruit>[] = [
  { id: "name", header: "Name", cell: (fruit) => fruit.name },
  { id: "price", header: "Price", cell: (fruit) => fruit.price, align: "right" },
];

function renderList(query: PagedQuery<Fruit>, onRowClick?: (fruit: Fruit) => void) {
  return renderAt(
    <PagedList
      query={query}
      columns={columns}
      minWidth={400}
      emptyText="No fruit yet"
      totalText={(count) => `${count} fruit`}
      page={1}
      pageSize={2}
      onPageChange={() => {}}
      filters={<input aria-label="Search" />}
      actions={<button type="button">Add fruit</button>}
      onRowClick={onRowClick}
    />,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

const ok = (items: Fruit[], total: number): PagedQuery<Fruit> => ({
  isError: false,
  error: null,
  refetch: () => undefined,
  data: { items, total },
});

describe("a console list", () => {
  it("shows the filters, the actions, one row per item under its headers, and the count with its pages", async () => {
    const onRowClick = vi.fn();
    renderList(ok([{ id: "1", name: "Apple", price: 120 }], 3), onRowClick);
    expect(await screen.findByRole("textbox", { name: "Search" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add fruit" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Price" })).toBeTruthy();
    const row = screen.getByText("Apple").closest("tr")!;
    expect(within(row).getByText("120")).toBeTruthy();
    expect(screen.getByText("3 fruit")).toBeTruthy();
    expect(screen.getByRole("button", { name: "2" })).toBeTruthy();
    await userEvent.click(row);
    expect(onRowClick).toHaveBeenCalledWith({ id: "1", name: "Apple", price: 120 });
    expect(screen.queryByText("No fruit yet")).toBeNull();
  });

  it("says the list is empty only once the page has loaded", async () => {
    const { unmount } = renderList({ isError: false, error: null, refetch: () => undefined });
    expect(await screen.findByText("0 fruit")).toBeTruthy();
    expect(screen.queryByText("No fruit yet")).toBeNull();
    unmount();
    renderList(ok([], 0));
    expect(await screen.findByText("No fruit yet")).toBeTruthy();
  });

  it("offers to load again when the page could not be loaded", async () => {
    const refetch = vi.fn();
    renderList({ isError: true, error: new ApiError({ status: 500, code: "X", message: "boom" }), refetch });
    await userEvent.click(await screen.findByRole("button", { name: /retry|try again/i }));
    expect(refetch).toHaveBeenCalled();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
