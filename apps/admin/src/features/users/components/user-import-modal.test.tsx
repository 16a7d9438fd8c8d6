import type { UserInfo } from "@mekuri/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CurrentUserContext } from "@/features/shell";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { UserImportModal } from "./user-import-modal";

const master: UserInfo = {
  id: "op",
  email: "master@example.com",
  name: "Master",
  role: "MASTER",
  adminRole: "main_contact",
  authority: "edit",
  userTypeId: "master",
  mustChangePassword: false,
  permissions: ["users:view", "users:manage"],
  navigation: ["user-list"],
  account: { id: "acc", kind: "master", companyName: "Mekuri", contractStatus: "active" },
};

function renderModal() {
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
  return renderAt(
    <CurrentUserContext value={master}>
      <UserImportModal opened onClose={() => {}} />
    </CurrentUserContext>,
  );
}

/** Mantine's file input is a button in front of a hidden native input. */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe("the user CSV import dialog", () => {
  it("refuses a file that is not CSV before sending anything", async () => {
    await i18n.changeLanguage("ja");
    const { requests } = stubFetch({});
    renderModal();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(["a"], "users.xlsx"));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining("CSVファイル（.csv）を選択してください。"),
    );
    expect(screen.getByRole("button", { name: "インポート" })).toHaveProperty("disabled", true);
    expect(requests).toHaveLength(0);
  });

  it("lists every bad row the server reports, with its line, and imports nothing", async () => {
    await i18n.changeLanguage("ja");
    const rows = [
      "3行目 email: メールアドレスの形式が正しくありません。",
      "4行目 plan: 「Gold」というプランはありません。",
    ];
    const { requests } = stubFetch({
      "POST /api/v1/master/user/import": () =>
        json(400, {
          code: "VALIDATION_ERROR",
          message: ["2件の問題があるため、インポートしませんでした。", ...rows],
        }),
    });
    renderModal();
    const user = userEvent.setup();
    await user.upload(fileInput(), new File(["company_name\n"], "users.csv", { type: "text/csv" }));
    await user.click(screen.getByRole("button", { name: "インポート" }));
    const alert = await screen.findByRole("alert");
    for (const row of rows) expect(alert.textContent).toContain(row);
    expect(requests[0]?.url).toContain("file_name=users.csv");
    expect(requests[0]?.headers.get("Content-Type")).toBeNull();
  });
});
