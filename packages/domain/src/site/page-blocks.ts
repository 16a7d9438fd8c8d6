/**
 * A page's blocks: its buttons, products and link areas, each kind a list per language. The
 * server's stores, the HTML sanitiser, the creator-code check and the normaliser all walk them the
 * same way, here, so a change to how blocks are held is made once.
 */
export const pageBlockKinds = ["buttons", "products", "links"] as const;
export type PageBlockKind = (typeof pageBlockKinds)[number];

/** One kind of block of a page: a list per language (a language may be missing). */
export type BlocksPerLanguage<T, L extends string = string> = Partial<Record<L, T[]>>;

/** A block in its place: its language and its position in that language's list (the stored order). */
export interface PlacedBlock<T, L extends string = string> {
  lang: L;
  index: number;
  block: T;
}

/** Every block of one kind, language after language, each in list order with its place. */
export function placedBlocks<T, L extends string>(lists: BlocksPerLanguage<T, L>): PlacedBlock<T, L>[] {
  return (Object.entries(lists) as [L, T[] | undefined][]).flatMap(([lang, list]) =>
    (list ?? []).map((block, index) => ({ lang, index, block })),
  );
}

type PageBlockLists = Record<PageBlockKind, BlocksPerLanguage<unknown>>;
type BlockOf<P extends PageBlockLists, K extends PageBlockKind> =
  P[K] extends BlocksPerLanguage<infer T> ? T : never;

/**
 * Every block of one kind of a page, placed. `kind` may be any of the kinds (a loop over
 * `pageBlockKinds`): the blocks are then typed as any block of the page.
 */
export function blocksOfPage<P extends PageBlockLists, K extends PageBlockKind>(
  page: P,
  kind: K,
): PlacedBlock<BlockOf<P, K>>[] {
  return placedBlocks(page[kind] as BlocksPerLanguage<BlockOf<P, K>>);
}

/** The same lists, each block replaced by what `change` makes of it; languages keep their keys. */
export function mapBlocks<T, U, L extends string>(
  lists: BlocksPerLanguage<T, L>,
  change: (block: T, place: { lang: L; index: number }) => U,
): BlocksPerLanguage<U, L> {
  return Object.fromEntries(
    (Object.entries(lists) as [L, T[] | undefined][]).map(([lang, list]) => [
      lang,
      list?.map((block, index) => change(block, { lang, index })),
    ]),
  ) as BlocksPerLanguage<U, L>;
}
