import type { UserDetail as Detail, UserInfo } from "@mekuri/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CurrentUserContext } from "@/features/shell";
import { snakifyKeys } from "@/lib/case-conversion";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { heldAnswers, json, type RecordedRequest, stubFetch } from "@/testing/api-fetch";
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

function renderDetail(put: (request: RecordedRequest) => Promise<Response> | Response) {
  const fetches = stubFetch({
    [`GET /api/v1/master/user/${accountId}`]: () => json(200, snakifyKeys(shop)),
    "GET /api/v1/master/plan/all": () => json(200, { items: [] }),
    [`GET /api/v1/user-history/${accountId}`]: () => json(200, { items: [], total: 0 }),
    [`PUT /api/v1/master/user/${accountId}`]: put,
  });
  const view = renderRoutes(
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
  );
  return { ...fetches, ...view };
}

const companyName = async () => (await screen.findByLabelText(/Company name/)) as HTMLInputElement;

describe("the user edit form while a save is on its way", () => {
  it("stays in edit mode with what was typed meanwhile, unsaved, the save shown, and saves it next", async () => {
    const held = heldAnswers();
    const { router } = renderDetail(held.handler);
    const user = userEvent.setup();
    await user.type(await companyName(), " Tokyo");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const first = await held.next();
    await user.type(await companyName(), " branch");

    first.answer(savedAs(first.request));
    expect(await screen.findByText("The user has been updated.")).toBeTruthy();
    expect((await companyName()).value).toBe("Shop Tokyo branch");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    expect(router.state.location.search).toBe("?mode=edit");

    await user.click(screen.getByRole("button", { name: "Save" }));
    const second = await held.next();
    expect(second.request.body).toMatchObject({ company_name: "Shop Tokyo branch" });
    second.answer(savedAs(second.request));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("keeps every edit and says why when the save fails", async () => {
    const held = heldAnswers();
    const { router } = renderDetail(held.handler);
    const user = userEvent.setup();
    await user.type(await companyName(), " Tokyo");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const first = await held.next();
    await user.type(await companyName(), " branch");
    first.answer(json(500, { code: "INTERNAL_ERROR", message: ["The user could not be saved."] }));
    expect(await screen.findByText("The user could not be saved.")).toBeTruthy();
    expect((await companyName()).value).toBe("Shop Tokyo branch");
    expect(router.state.location.search).toBe("?mode=edit");
  });
});
