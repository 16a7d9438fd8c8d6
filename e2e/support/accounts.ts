import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { labels, logIn } from "./auth.ts";
import type { E2eCredentials } from "./credentials.ts";

/** The master's password after its forced first-login change (auth.spec.ts sets the same one). */
export const masterPassword = "Master-pass1";

/**
 * Makes sure the master has left its one-time password behind, so this file also runs alone.
 * When auth.spec.ts has run first (it sorts first), the master already uses `masterPassword`.
 */
export async function ensureMasterPassword(request: APIRequestContext, credentials: E2eCredentials) {
  const known = await request.post("/api/v1/auth/login", {
    data: { email: credentials.master.email, password: masterPassword },
  });
  if (known.ok()) return;
  const first = await request.post("/api/v1/auth/login", {
    data: { email: credentials.master.email, password: credentials.master.password },
  });
  expect(first.ok(), await first.text()).toBe(true);
  const { access_token: token } = (await first.json()) as { access_token: string };
  const changed = await request.post("/api/v1/auth/change-password", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      current_password: credentials.master.password,
      password: masterPassword,
      confirm_password: masterPassword,
    },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
}

/** Picks an option of a searchable select: typing opens and filters the list, then a click takes it. */
export async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole("combobox", { name: label });
  await input.fill(option);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

/** Logs in with a one-time password and replaces it, as every new login must. */
export async function firstLogIn(page: Page, email: string, temporaryPassword: string, password: string) {
  await logIn(page, email, temporaryPassword);
  await expect(page).toHaveURL(/\/first-time-change-password$/);
  await page.getByLabel(labels.currentPassword).fill(temporaryPassword);
  await page.getByLabel(labels.newPassword, { exact: true }).fill(password);
  await page.getByLabel(labels.confirmPassword).fill(password);
  await page.getByRole("button", { name: labels.changePasswordButton }).click();
}

/** Reads the one-time password the create dialog shows once, and closes it. */
export async function takeTemporaryPassword(page: Page): Promise<string> {
  const dialog = page.getByRole("dialog", { name: "ログイン情報（一度だけ表示）" });
  await expect(dialog).toBeVisible();
  const password = (await dialog.getByTestId("temporary-password").textContent())?.trim() ?? "";
  expect(password).toHaveLength(16);
  await dialog.getByRole("button", { name: "確認しました" }).click();
  return password;
}

/**
 * The link of the newest mail to the address whose link contains `linkPart` ("/new-password?token=").
 * The outbox list masks links (decision 030); the master's main contact opens one by the mail's id.
 */
export async function mailedLink(
  request: APIRequestContext,
  credentials: E2eCredentials,
  email: string,
  linkPart: string,
): Promise<string> {
  await ensureMasterPassword(request, credentials);
  const login = await request.post("/api/v1/auth/login", {
    data: { email: credentials.master.email, password: masterPassword },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  let url: string | undefined;
  await expect(async () => {
    const outbox = await request.get("/api/v1/mail/outbox?page_size=100", { headers });
    const { items } = (await outbox.json()) as { items: { id: string; to_address: string }[] };
    url = undefined;
    for (const item of items.filter((mail) => mail.to_address === email)) {
      const opened = await request.post(`/api/v1/mail/outbox/${item.id}/link`, { headers });
      const link = ((await opened.json()) as { url: string }).url;
      if (link.includes(linkPart)) {
        url = link;
        break;
      }
    }
    expect(url).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return url!;
}
