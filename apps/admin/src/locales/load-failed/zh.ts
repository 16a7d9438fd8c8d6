import type { Texts } from "./ja";

export const zh: Texts = { data: "无法加载此页面的数据。请重试。" };
