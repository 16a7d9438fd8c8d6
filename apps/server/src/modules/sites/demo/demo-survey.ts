import { randomUUID } from "node:crypto";
import type { Db } from "../../../platform/database/database.ts";
import { surveys } from "../../../platform/database/schema/index.ts";

/** The demo site's survey, which its survey buttons and link areas lead to. */
export async function createDemoSurvey(db: Db, siteId: string, id: string) {
  const choice = (text: string, points: number) => ({ id: randomUUID(), text, points });
  await db.insert(surveys).values({
    id,
    siteId,
    title: "お肌タイプ診断",
    description: "3つの質問に答えると、あなたに合うおすすめが分かります。回答後にクーポンをお送りします。",
    questions: [
      {
        id: randomUUID(),
        text: "洗顔後、肌のつっぱりを感じますか？",
        required: true,
        multiple: false,
        choices: [choice("よく感じる", 3), choice("ときどき感じる", 2), choice("感じない", 0)],
      },
      {
        id: randomUUID(),
        text: "気になることをすべて選んでください。",
        required: true,
        multiple: true,
        choices: [choice("乾燥", 2), choice("毛穴", 1), choice("くすみ", 1), choice("特になし", 0)],
      },
      {
        id: randomUUID(),
        text: "スキンケアにかける時間は？",
        required: false,
        multiple: false,
        choices: [choice("5分未満", 0), choice("5〜15分", 1), choice("15分以上", 2)],
      },
    ],
  });
}
