import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { describeHistoryDetail } from "./history-detail";

describe("contract history detail", () => {
  it("names the edited fields with the form's labels, not the server's field names", async () => {
    await i18n.changeLanguage("en");
    const text = describeHistoryDetail(
      { action: "update", detail: "companyName, contractEndDate, email" },
      i18n.t,
      "en",
    );
    expect(text).toBe("Company name, Contract expiry, Email");
    await i18n.changeLanguage("ja");
    expect(describeHistoryDetail({ action: "update", detail: "companyName" }, i18n.t, "ja")).toBe("会社名");
  });

  it("names contract statuses in the console's language", async () => {
    await i18n.changeLanguage("en");
    expect(describeHistoryDetail({ action: "suspend", detail: "active → suspended" }, i18n.t, "en")).toBe(
      "Active → Suspended",
    );
  });

  it("shows a plan change as recorded (plan names are the operator's own text)", async () => {
    await i18n.changeLanguage("en");
    expect(
      describeHistoryDetail({ action: "planChange", detail: "Free → Pro (2026-12-01)" }, i18n.t, "en"),
    ).toBe("Free → Pro (2026-12-01)");
  });
});
