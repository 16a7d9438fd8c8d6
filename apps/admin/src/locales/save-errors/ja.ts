/** Texts that point at errors a save found in tabs the user is not looking at (issue 16, item 13). */
export const ja = {
  tabHasErrors: "エラーがあります",
  listTitle: "保存できません。次の項目を修正してください（{{count}}件）",
};

export type Texts = typeof ja;
