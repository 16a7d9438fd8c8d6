import { demoTexts, demoWords } from "@mekuri/domain";

/**
 * The seeded demo site's visible words, read from the one demo (packages/domain/src/demo) that the
 * server seeds: categories 新商品 (A1–A3), 特集 (B1–B3), 会員限定 (C1 locked, C2, C3 empty) and
 * ギフト (D1–D3), in ja and en.
 */
export const demo = {
  ...demoTexts,
  siteName: demoWords.siteName,
  popup: demoWords.popups,
  campaign: { name: demoWords.campaign.names.ja, button: demoWords.campaign.button },
};
