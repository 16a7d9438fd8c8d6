import { useState } from "react";

/**
 * A list's filters and page. Changing a filter goes back to the first page: the page the user was
 * on may not exist in the new results.
 */
export function useListFilters<F extends object>(initial: F) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const setFilter =
    <K extends keyof F>(name: K) =>
    (value: F[K]) => {
      setFilters((current) => ({ ...current, [name]: value }));
      setPage(1);
    };
  return { filters, setFilter, page, setPage };
}
