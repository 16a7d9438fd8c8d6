import { isLandingPage, moveHorizontal, moveVertical } from "@domain/viewer/navigation.ts";
import type { PageContent } from "@mekuri/domain";
import { useEffect, useMemo, useRef } from "react";
import Swiper from "swiper";
import { useCell, useViewer } from "../../app/viewer-context.tsx";
import { type Cell, gridOf, landingRows, sameCell } from "../../lib/navigation.ts";
import { PageSlide } from "../page/page-slide.tsx";
import { swipeOptions } from "./swipe-options.ts";

interface PageSwiperProps {
  contents: Readonly<Record<string, PageContent | null | undefined>>;
  near: ReadonlySet<string>;
  firstPageId: string;
  popupOpen: boolean;
  /** A product, the album or the company info is open over the current page. */
  overlayOpen: boolean;
}

/**
 * Categories side by side (an outer horizontal Swiper), each a column of pages (an inner vertical
 * Swiper). The markup is rendered on the server already at the visitor's position, so the first
 * page paints before Swiper exists; Swiper then takes over the same elements.
 */
export function PageSwiper({ contents, near, firstPageId, popupOpen, overlayOpen }: PageSwiperProps) {
  const viewer = useViewer();
  const { snapshot } = viewer;
  const cell = useCell();
  const grid = gridOf(snapshot);
  const redirection = snapshot.settings.swipeRedirection;
  const columns = useMemo(
    () =>
      snapshot.categories.map((_, index) => index).filter((index) => landingRows(snapshot, index).length > 0),
    [snapshot],
  );
  const rowsByColumn = useMemo(
    () => columns.map((column) => landingRows(snapshot, column)),
    [columns, snapshot],
  );
  /** Where a column shows its pages when it is not the current one: where a sideways move lands. */
  const shownRow = (columnPosition: number, at: Cell) => {
    const column = columns[columnPosition]!;
    const rows = rowsByColumn[columnPosition]!;
    if (column === at.columnIndex) return at.rowIndex;
    if (!redirection && isLandingPage(snapshot.categories[column]?.pages[at.rowIndex])) return at.rowIndex;
    return rows[0]!;
  };

  const initial = useRef(cell).current;
  const outerRef = useRef<HTMLDivElement>(null);
  const innerRefs = useRef<(HTMLDivElement | null)[]>([]);
  const swipers = useRef<{ outer?: Swiper; inner: Swiper[] }>({ inner: [] });
  const cellRef = useRef(cell);
  cellRef.current = cell;
  const goTo = useRef(viewer.goTo);
  goTo.current = viewer.goTo;

  // The Swipers live as long as the site (its columns); the position is followed in the next effect.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per site, reading the position from a ref.
  useEffect(() => {
    const speed = matchMedia("(prefers-reduced-motion: reduce)").matches ? 0 : swipeOptions.speed;
    const inner = columns.map((column, position) => {
      const rows = rowsByColumn[position]!;
      return new Swiper(innerRefs.current[position]!, {
        ...swipeOptions,
        speed,
        direction: "vertical",
        initialSlide: rows.indexOf(shownRow(position, cellRef.current)),
        on: {
          slideChange(swiper) {
            const row = rows[swiper.activeIndex];
            if (
              column === cellRef.current.columnIndex &&
              row !== undefined &&
              row !== cellRef.current.rowIndex
            ) {
              goTo.current({ columnIndex: column, rowIndex: row });
            }
          },
        },
      });
    });
    const outer = new Swiper(outerRef.current!, {
      ...swipeOptions,
      speed,
      direction: "horizontal",
      initialSlide: columns.indexOf(cellRef.current.columnIndex),
      on: {
        slideChange(swiper) {
          const at = cellRef.current;
          const column = columns[swiper.activeIndex];
          if (column === undefined || column === at.columnIndex) return;
          const target = moveHorizontal(grid, at, column > at.columnIndex ? "right" : "left", redirection);
          if (target) goTo.current(target);
          else swiper.slideTo(columns.indexOf(at.columnIndex));
        },
      },
    });
    swipers.current = { outer, inner };
    return () => {
      outer.destroy(true, false);
      for (const swiper of inner) swiper.destroy(true, false);
      swipers.current = { inner: [] };
    };
  }, [columns, rowsByColumn]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the position; the rest is fixed per site.
  useEffect(() => {
    const { outer, inner } = swipers.current;
    if (!outer) return;
    const outerIndex = columns.indexOf(cell.columnIndex);
    outer.allowSlideNext = outer.allowSlidePrev = true;
    if (outer.activeIndex !== outerIndex) outer.slideTo(outerIndex);
    outer.allowSlidePrev = !!moveHorizontal(grid, cell, "left", redirection);
    outer.allowSlideNext = !!moveHorizontal(grid, cell, "right", redirection);
    inner.forEach((swiper, position) => {
      const index = rowsByColumn[position]!.indexOf(shownRow(position, cell));
      const current = columns[position] === cell.columnIndex;
      swiper.allowSlideNext = swiper.allowSlidePrev = true;
      if (swiper.activeIndex !== index) swiper.slideTo(index, current ? undefined : 0);
      if (current) {
        swiper.allowSlidePrev = !!moveVertical(grid, cell, "up");
        swiper.allowSlideNext = !!moveVertical(grid, cell, "down");
      }
    });
  }, [cell]);

  const outerInitial = columns.indexOf(initial.columnIndex);
  return (
    <div ref={outerRef} className="swiper swiper-horizontal mk-columns">
      <div className="swiper-wrapper" style={{ transform: `translate3d(${-100 * outerInitial}%, 0, 0)` }}>
        {columns.map((column, position) => {
          const category = snapshot.categories[column]!;
          const rows = rowsByColumn[position]!;
          const innerInitial = rows.indexOf(shownRow(position, initial));
          return (
            <section key={category.id} className="swiper-slide mk-column" aria-label={category.name}>
              <div
                ref={(element) => {
                  innerRefs.current[position] = element;
                }}
                className="swiper swiper-vertical mk-rows"
              >
                <div
                  className="swiper-wrapper"
                  style={{ transform: `translate3d(0, ${-100 * innerInitial}%, 0)` }}
                >
                  {rows.map((row) => {
                    const page = category.pages[row]!;
                    const active = sameCell({ columnIndex: column, rowIndex: row }, cell);
                    return (
                      <div
                        key={page.id}
                        className="swiper-slide mk-row"
                        inert={!active}
                        aria-hidden={!active}
                      >
                        <PageSlide
                          page={page}
                          columnIndex={column}
                          rowIndex={row}
                          content={contents[page.id]}
                          active={active}
                          near={near.has(page.id)}
                          first={page.id === firstPageId}
                          popupOpen={popupOpen}
                          // Only the current page waits on its slider time; the others keep their memo.
                          paused={active && overlayOpen}
                        />
                      </div>
                    );
                  })}
                </div>
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
