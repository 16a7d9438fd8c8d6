import { expect, type Page } from "@playwright/test";

export const labels = {
  email: "メールアドレス",
  password: "パスワード",
  currentPassword: "現在のパスワード",
  newPassword: "新しいパスワード",
  confirmPassword: "パスワード（確認用）",
  loginButton: "ログイン",
  changePasswordButton: "パスワードを変更",
  userMenu: "ユーザーメニュー",
  logout: "ログアウト",
};

export async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: labels.loginButton, exact: true }).click();
}

/** Logs out and waits until the session is gone and the login page shows. */
export async function logOut(page: Page) {
  await page.goto("/log-out");
  await expect(page).toHaveURL(/\/login$/);
}
