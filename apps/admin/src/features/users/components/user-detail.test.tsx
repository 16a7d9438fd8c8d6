import type { UserDetail as Detail, UserInfo } from "@mekuri/domain";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CurrentUserContext } from "@/features/shell";
import { snakifyKeys } from "@/lib/case-conversion";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, type RecordedRequest, renderHeldForm } from "@/testing/api-fetch";
import { renderRoutes } from "@/testing/render";
import { UserDetail } from "./user-detail";

const accountId = "4f3e2d1c-0000-4000-8000-000000000001";

const master: UserInfo = {
  id: "m",
  email: "master@example.com",
  name: "Master",
  role: "MASTER",
  adminRole: "main_contact",
  authority: "edit",
  userTypeId: "admin",
  mustChangePassword: false,
  permissions: ["users:manage"],
  navigation: [],
  account: { id: "master-account", kind: "master", companyName: "Mekuri", contractStatus: "active" },
};

const shop: Detail = {
  id: accountId,
  kind: "user",
  companyName: "Shop",
  contactName: "Hanako",
  email: "shop@example.com",
  plan: null,
  contractStatus: "active",
  contractStartDate: null,
  contractEndDate: null,
  parent: null,
  createdAt: "2026-11-20T01:00:00.000Z",
  permissionGranted: false,
  licenseIssuance: false,
  customLogo: true,
  authority: "edit",
  scheduledPlan: null,
  limits: { maxSites: null, maxPagesPerSite: null, monthlyPageViews: null, sites: 0 },
  editable: true,
  childCount: 0,
};

/** The server's answer: the account as sent. */
const savedAs = (request: RecordedRequest) =>
  json(200, {
    message: "The user has been updated.",
    user: { ...snakifyKeys<object>(shop), ...(request.body as object) },
  });

beforeEach(async () => {
  await i18n.changeLanguage("en");
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

/** The account's page in edit mode, with its saves held for the test. */
function renderDetail() {
  return renderHeldForm(
    (held) => ({
      [`GET /api/v1/master/user/${accountId}`]: () => json(200, snakifyKeys(shop)),
      "GET /api/v1/master/plan/all": () => json(200, { items: [] }),
      [`GET /api/v1/user-history/${accountId}`]: () => json(200, { items: [], total: 0 }),
      [`PUT /api/v1/master/user/${accountId}`]: held,
    }),
    () =>
      renderRoutes(
        [
          {
            path: "/admin/user/:id",
            element: (
              <CurrentUserContext value={master}>
                <UserDetail id={accountId} />
              </CurrentUserContext>
            ),
          },
        ],
        `/admin/user/${accountId}?mode=edit`,
      ),
  );
}

const companyName = async () => (await screen.findByLabelText(/Company name/)) as HTMLInputElement;

describe("the user edit form while a save is on its way", () => {
  it("stays in edit mode with what was typed meanwhile, unsaved, the save shown, and saves it next", async () => {
    const { router, user, submit } = renderDetail();
    await user.type(await companyName(), " Tokyo");
    const first = await submit();
    await user.type(await companyName(), " branch");

    first.answer(savedAs(first.request));
    expect(await screen.findByText("The user has been updated.")).toBeTruthy();
    expect((await companyName()).value).toBe("Shop Tokyo branch");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    expect(router.state.location.search).toBe("?mode=edit");

    const second = await submit();
    expect(second.request.body).toMatchObject({ company_name: "Shop Tokyo branch" });
    second.answer(savedAs(second.request));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("keeps every edit and says why when the save fails", async () => {
    const { router, user, submit } = renderDetail();
    await user.type(await companyName(), " Tokyo");
    const first = await submit();
    await user.type(await companyName(), " branch");
    first.answer(json(500, { code: "INTERNAL_ERROR", message: ["The user could not be saved."] }));
    expect(await screen.findByText("The user could not be saved.")).toBeTruthy();
    expect((await companyName()).value).toBe("Shop Tokyo branch");
    expect(router.state.location.search).toBe("?mode=edit");
  });
});
