import { useEffect } from "react";
import type { Cell } from "../../lib/navigation.ts";

/**
 * admin.md §3 Creative detail "slider time": a page with a slider time moves on to the next page of
 * its category after that many seconds, as if the visitor had swiped up; 0 keeps the page. Any
 * move by the visitor makes another page current and so cancels the wait; `allowed` is false while
 * the visitor is busy on the page (a product, the album or the company info open) or it is locked.
 */
export function useAutoAdvance(
  seconds: number | undefined,
  next: Cell | undefined,
  allowed: boolean,
  goTo: (cell: Cell) => void,
): void {
  const column = next?.columnIndex;
  const row = next?.rowIndex;
  useEffect(() => {
    if (!allowed || !seconds || seconds <= 0 || column === undefined || row === undefined) return;
    const timer = setTimeout(() => goTo({ columnIndex: column, rowIndex: row }), seconds * 1000);
    return () => clearTimeout(timer);
  }, [seconds, column, row, allowed, goTo]);
}
