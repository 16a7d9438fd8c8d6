import { selectCategory } from "@domain/viewer/navigation.ts";
import { useEffect, useRef } from "react";
import { useCell, useViewer } from "../../app/viewer-context.tsx";
import { gridOf } from "../../lib/navigation.ts";

/**
 * The global menu: one tab per category, in the item's own text colour or the menu's; the current
 * one scrolls into view.
 */
export function TabBar() {
  const { snapshot, goTo, t } = useViewer();
  const cell = useCell();
  const menu = snapshot.settings.globalMenu;
  const listRef = useRef<HTMLUListElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the category changes, to reveal its tab.
  useEffect(() => {
    const current = listRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: "nearest", inline: "center", behavior: "smooth" });
  }, [cell.columnIndex]);

  return (
    <nav
      className="mk-tabs"
      aria-label={t("categories")}
      style={{ background: menu.backgroundColor, color: menu.textColor }}
    >
      <ul ref={listRef}>
        {snapshot.categories.map((category, columnIndex) => {
          const current = columnIndex === cell.columnIndex;
          return (
            <li key={category.id} style={menu.width ? { flex: `0 0 ${menu.width}px` } : undefined}>
              <button
                type="button"
                aria-current={current ? "page" : undefined}
                style={{ fontSize: menu.fontSize, color: category.textColor ?? undefined }}
                onClick={() => {
                  const target = selectCategory(
                    gridOf(snapshot),
                    columnIndex,
                    snapshot.settings.swipeRedirection,
                  );
                  if (target) goTo(target);
                }}
              >
                {category.name}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
