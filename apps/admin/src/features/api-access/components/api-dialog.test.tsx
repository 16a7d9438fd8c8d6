import type { ApiSettings, UserInfo } from "@mekuri/domain";
import { act, screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CurrentUserContext } from "@/features/shell";
import { snakifyKeys } from "@/lib/case-conversion";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { type Handler, json, type RecordedRequest, renderHeldForm } from "@/testing/api-fetch";
import { shopAnalyst } from "@/testing/operators";
import { renderAt } from "@/testing/render";
import { ApiDialog } from "./api-dialog";

const settingsPath = "/api/v1/api-setting";

/** The company's main contact, who manages its API access. */
const manager: UserInfo = { ...shopAnalyst, permissions: ["apiAccess:manage"], navigation: ["admin-list"] };

const basic: ApiSettings = {
  enabled: true,
  method: "basic",
  ipList: [],
  basicId: "partner",
  hasBasicPassword: false,
  apiKeyPrefix: null,
  permissionGranted: true,
  updatedAt: "2026-11-20T01:00:00.000Z",
};

const stored: ApiSettings = { ...basic, method: "api_key", basicId: "", apiKeyPrefix: "mk_aaaaa" };

const keyOf = (letter: string) => `mk_${letter.repeat(40)}`;

/** The server's answer: the settings as sent, the secrets named only by whether one is saved. */
function savedFrom(before: ApiSettings) {
  return (request: RecordedRequest) => {
    const body = request.body as Record<string, unknown> & { basic_password: string; api_key: string };
    const { basic_password: password, api_key: key, ...rest } = body;
    const settings = {
      ...snakifyKeys<object>(before),
      ...rest,
      has_basic_password: Boolean(password) || before.hasBasicPassword,
      api_key_prefix: key ? key.slice(0, 8) : before.apiKeyPrefix,
    };
    return json(200, { message: "The API settings have been saved.", settings, api_key: null });
  };
}

beforeEach(async () => {
  await i18n.changeLanguage("en");
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const dialog = () => screen.getByRole("dialog");
const basicId = () => within(dialog()).getByRole("textbox", { name: /^ID/ }) as HTMLInputElement;
const password = () => within(dialog()).getByLabelText(/^Password/) as HTMLInputElement;
const apiKey = () => within(dialog()).getByRole("textbox", { name: /^API key/ }) as HTMLInputElement;
const save = () => within(dialog()).getByRole("button", { name: "Save" });

/** The button that opens the dialog, with fetch answering `routes(held)`. */
function renderDialog(routes: (held: Handler) => Record<string, Handler>) {
  const page = (
    <CurrentUserContext value={manager}>
      <ApiDialog />
    </CurrentUserContext>
  );
  return renderHeldForm(routes, () => renderAt(page), save);
}

/** The basic-auth settings, with their saves held. */
const basicRoutes = (held: Handler) => ({
  [`GET ${settingsPath}`]: () => json(200, snakifyKeys(basic)),
  [`PUT ${settingsPath}`]: held,
});

/** The settings with a saved key, with their saves held and a fresh key generated on request. */
const keyRoutes = (held: Handler) => ({
  [`GET ${settingsPath}`]: () => json(200, snakifyKeys(stored)),
  [`PUT ${settingsPath}`]: held,
  [`POST ${settingsPath}/generate-key`]: () => json(200, { api_key: keyOf("g") }),
});

/** Opens the dialog and waits for its settings to show (`shown` holds once they do). */
async function open(user: ReturnType<typeof userEvent.setup>, shown: () => void) {
  await user.click(screen.getByRole("button", { name: "API access" }));
  await waitFor(shown);
}

const idIs = (id: string) => () => expect(basicId().value).toBe(id);
const keyShown = () => expect(within(dialog()).getByText(/Saved key: mk_aaaaa/)).toBeTruthy();

describe("the API dialog while its settings are refetched", () => {
  it("does not overwrite what the reader is typing, on screen or in what is saved", async () => {
    let reads = 0;
    const { requests, queryClient, user } = renderDialog(() => ({
      [`GET ${settingsPath}`]: () =>
        json(200, snakifyKeys({ ...basic, basicId: reads++ === 0 ? "partner" : "renamed-elsewhere" })),
      [`PUT ${settingsPath}`]: savedFrom(basic),
    }));
    await open(user, idIs("partner"));
    await user.type(basicId(), "-eu");
    await act(() => queryClient.refetchQueries({ queryKey: ["api-settings"] }));
    expect(reads).toBe(2);
    expect(basicId().value).toBe("partner-eu");

    await user.type(password(), "Partner-pass1");
    await user.click(save());
    await waitFor(() => expect(requests.some((request) => request.method === "PUT")).toBe(true));
    expect(requests.find((request) => request.method === "PUT")?.body).toMatchObject({
      basic_id: "partner-eu",
    });
  });
});

describe("the API dialog while a save is on its way", () => {
  it("stays open with what was typed meanwhile, unsaved, the sent password not put back, and saves it next", async () => {
    const { user, submit } = renderDialog(basicRoutes);
    await open(user, idIs("partner"));
    await user.type(password(), "Partner-pass1");
    const first = await submit();
    expect(first.request.body).toMatchObject({ basic_id: "partner", basic_password: "Partner-pass1" });
    await user.type(basicId(), "-eu");

    first.answer(savedFrom(basic)(first.request));
    expect(await screen.findByText("The API settings have been saved.")).toBeTruthy();
    expect(basicId().value).toBe("partner-eu");
    // The password is saved and the server does not return it: the empty field now keeps it.
    expect(password().value).toBe("");
    expect(within(dialog()).getByText("Leave empty to keep the saved value.")).toBeTruthy();
    expect(within(dialog()).getByText("Unsaved changes")).toBeTruthy();

    const second = await submit();
    expect(second.request.body).toMatchObject({ basic_id: "partner-eu", basic_password: "" });
    second.answer(savedFrom({ ...basic, hasBasicPassword: true })(second.request));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("empties the sent key's field and notice once it is saved, and keeps a key typed meanwhile", async () => {
    const { user, submit } = renderDialog(keyRoutes);
    await open(user, keyShown);
    await user.click(within(dialog()).getByRole("button", { name: "Generate key" }));
    await waitFor(() => expect(apiKey().value).toBe(keyOf("g")));
    const first = await submit();
    expect(first.request.body).toMatchObject({ api_key: keyOf("g") });
    await user.click(within(dialog()).getByRole("radio", { name: "Basic auth" }));
    await user.type(basicId(), "partner");
    await user.click(within(dialog()).getByRole("radio", { name: "API key" }));

    first.answer(savedFrom(stored)(first.request));
    expect(await screen.findByText("The API settings have been saved.")).toBeTruthy();
    expect(apiKey().value).toBe("");
    expect(within(dialog()).queryByText(/This key is shown only now/)).toBeNull();
    expect(within(dialog()).getByText(/Saved key: mk_ggggg/)).toBeTruthy();
    expect(within(dialog()).getByText("Unsaved changes")).toBeTruthy();

    const second = await submit();
    expect(second.request.body).toMatchObject({ basic_id: "partner", api_key: "" });
    await user.clear(apiKey());
    await user.type(apiKey(), keyOf("t"));
    second.answer(savedFrom({ ...stored, apiKeyPrefix: "mk_ggggg" })(second.request));
    expect(await screen.findByText("Unsaved changes")).toBeTruthy();
    expect(apiKey().value).toBe(keyOf("t"));

    const third = await submit();
    expect(third.request.body).toMatchObject({ api_key: keyOf("t") });
  });

  it("keeps a key generated meanwhile in its field, with its notice, and saves it next", async () => {
    const { user, submit } = renderDialog(keyRoutes);
    await open(user, keyShown);
    await user.click(within(dialog()).getByRole("switch", { name: "Enable the API" }));
    const first = await submit();
    expect(first.request.body).toMatchObject({ enabled: false, api_key: "" });
    await user.click(within(dialog()).getByRole("button", { name: "Generate key" }));
    await waitFor(() => expect(apiKey().value).toBe(keyOf("g")));

    first.answer(savedFrom(stored)(first.request));
    expect(await screen.findByText("Unsaved changes")).toBeTruthy();
    expect(apiKey().value).toBe(keyOf("g"));
    expect(within(dialog()).getByText(/This key is shown only now/)).toBeTruthy();

    const second = await submit();
    expect(second.request.body).toMatchObject({ enabled: false, api_key: keyOf("g") });
  });

  it("shows a refused key generation as a message and leaves the key field as it was", async () => {
    const { user } = renderDialog(() => ({
      [`GET ${settingsPath}`]: () => json(200, snakifyKeys(stored)),
      [`POST ${settingsPath}/generate-key`]: () =>
        json(500, { code: "INTERNAL_ERROR", message: "The key could not be made. Please try again." }),
    }));
    await open(user, keyShown);
    await user.type(apiKey(), "mk_typed");
    await user.click(within(dialog()).getByRole("button", { name: "Generate key" }));
    expect(await screen.findByText("The key could not be made. Please try again.")).toBeTruthy();
    expect(apiKey().value).toBe("mk_typed");
    expect(within(dialog()).queryByText(/This key is shown only now/)).toBeNull();
  });

  it("closes as before when nothing was typed meanwhile, and opens again on the saved settings with empty secrets", async () => {
    const { user, submit } = renderDialog(basicRoutes);
    await open(user, idIs("partner"));
    await user.type(basicId(), "-eu");
    await user.type(password(), "Partner-pass1");
    const first = await submit();
    first.answer(savedFrom(basic)(first.request));
    expect(await screen.findByText("The API settings have been saved.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await open(user, idIs("partner-eu"));
    expect(password().value).toBe("");
    expect(within(dialog()).getByText("Leave empty to keep the saved value.")).toBeTruthy();
    expect(within(dialog()).queryByText("Unsaved changes")).toBeNull();
  });
});
