/** Texts of the builder's colour fields: the contrast warning beside a text/background pair. */
export const ja = {
  lowContrast:
    "文字色と背景色のコントラスト比が {{ratio}}:1 です。WCAG AA の基準（4.5:1 以上）を満たさず、読みにくい訪問者がいます。",
};

export type Texts = typeof ja;
