import { describe, expect, it } from "vitest";
import {
  formatHundredMillionYen,
  formatNumber,
  formatYen,
  formatYenChange,
  hundredMillionYen,
  monthLabel,
  tenThousandYen,
} from "./format";

describe("dashboard figures", () => {
  it("shows MRR in ten-thousand yen and ARR in hundred-million yen", () => {
    // MRR ¥2,105,000 is 210.5 (万円); its ARR ¥25,260,000 is 0.25 (億円).
    expect(formatNumber(tenThousandYen(2_105_000), "ja", 1)).toBe("210.5");
    expect(formatNumber(hundredMillionYen(25_260_000), "ja", 2)).toBe("0.25");
    expect(formatNumber(tenThousandYen(123_450_000), "en", 1)).toBe("12,345.0");
    // A reseller's ARR of ¥480,000 keeps its figure instead of reading 0.00.
    expect(formatHundredMillionYen(480_000, "ja")).toBe("0.0048");
    expect(formatHundredMillionYen(42_840_000, "ja")).toBe("0.43");
    expect(formatHundredMillionYen(0, "ja")).toBe("0.00");
  });

  it("writes yen and signed changes", () => {
    expect(formatYen(50_000, "en")).toBe("¥50,000");
    expect(formatYenChange(20_000, "en")).toBe("+¥20,000");
    expect(formatYenChange(-30_000, "en")).toBe("−¥30,000");
    expect(monthLabel("2026-04")).toBe("2026/04");
  });
});
