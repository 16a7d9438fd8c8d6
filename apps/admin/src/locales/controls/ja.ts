/** Accessible names of icon-only controls shared by many screens (pagination, colour pickers). */
export const ja = {
  firstPage: "最初のページ",
  previousPage: "前のページ",
  nextPage: "次のページ",
  lastPage: "最後のページ",
  eyeDropper: "画面から色を選ぶ",
};

export type Texts = typeof ja;
