import type { Texts } from "./ja";

export const ko: Texts = { data: "이 페이지의 데이터를 불러오지 못했습니다. 다시 시도하세요." };
