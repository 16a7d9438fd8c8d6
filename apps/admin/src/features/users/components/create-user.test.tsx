import type { UserInfo } from "@mekuri/domain";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CurrentUserContext } from "@/features/shell";
import { i18n } from "@/lib/i18n";
import { json, stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { CreateUser } from "./create-user";

const oemId = "7e2b0c1d-3f4a-4b5c-9d6e-0a1b2c3d4e5f";

const master: UserInfo = {
  id: "m",
  email: "master@example.com",
  name: "Master",
  role: "MASTER",
  adminRole: "main_contact",
  authority: "edit",
  userTypeId: "admin",
  mustChangePassword: false,
  permissions: ["users:view", "users:manage"],
  navigation: ["user-list"],
  account: { id: "master-account", kind: "master", companyName: "Mekuri", contractStatus: "active" },
};

beforeEach(async () => {
  await i18n.changeLanguage("ja");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("creating a user under an OEM", () => {
  it("explains that the master must grant license issuance, and links to that setting", async () => {
    stubFetch({
      [`GET /api/v1/master/user/${oemId}`]: () =>
        json(200, { id: oemId, kind: "oem_master", license_issuance: false, editable: true }),
    });
    renderAt(
      <CurrentUserContext value={master}>
        <CreateUser parentId={oemId} />
      </CurrentUserContext>,
    );
    expect(await screen.findByText("アカウントの作成にはライセンス発行が必要です")).toBeDefined();
    expect(screen.getByText(/マスターがライセンス発行を許可する必要があります/)).toBeDefined();
    const link = screen.getByRole("link", { name: "ライセンス発行の設定を開く" });
    expect(link.getAttribute("href")).toBe(`/admin/user/${oemId}?mode=edit`);
  });
});
