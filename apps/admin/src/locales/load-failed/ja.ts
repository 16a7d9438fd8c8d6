/** Texts of a screen whose data could not be loaded (not the account's own information). */
export const ja = { data: "このページのデータを読み込めませんでした。もう一度お試しください。" };

export type Texts = typeof ja;
