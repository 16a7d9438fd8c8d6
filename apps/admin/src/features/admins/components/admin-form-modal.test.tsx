import type { AdminItem } from "@mekuri/domain";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { snakifyKeys } from "@/lib/case-conversion";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, type RecordedRequest, renderHeldForm } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { AdminFormModal } from "./admin-form-modal";

const adminId = "3e2d1c0b-0000-4000-8000-000000000001";

const hanako: AdminItem = {
  id: adminId,
  name: "Hanako",
  email: "hanako@example.com",
  adminRole: "editor",
  authority: "edit",
  hasAvatar: false,
  lastLoginAt: null,
  createdAt: "2026-11-20T01:00:00.000Z",
};

/** The server's answer: the admin as sent, under its id, with a password when it is new. */
const savedAs = (request: RecordedRequest, temporaryPassword?: string) =>
  json(200, {
    message: "The admin has been saved.",
    admin: { ...snakifyKeys<object>(hanako), ...(request.body as object) },
    temporary_password: temporaryPassword,
  });

beforeEach(async () => {
  await i18n.changeLanguage("en");
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

/** The form on `admin`, or on a new admin when null, with its saves held for the test. */
function renderModal(admin: AdminItem | null) {
  const onClose = vi.fn();
  const form = renderHeldForm(
    (held) => ({ "POST /api/v1/sub-admin": held, [`PUT /api/v1/sub-admin/${adminId}`]: held }),
    () => renderAt(<AdminFormModal admin={admin} opened onClose={onClose} />),
  );
  return { ...form, onClose };
}

const name = () => screen.getByLabelText(/Manager name/) as HTMLInputElement;

describe("the admin form while a save is on its way", () => {
  it("stays open with what was typed meanwhile, unsaved, the save shown, and saves it next", async () => {
    const { onClose, user, submit } = renderModal(hanako);
    await user.type(name(), " Sato");
    const first = await submit();
    await user.type(name(), " (sales)");

    first.answer(savedAs(first.request));
    expect(await screen.findByText("The admin has been saved.")).toBeTruthy();
    expect(name().value).toBe("Hanako Sato (sales)");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    const second = await submit();
    expect(second.request.body).toMatchObject({ name: "Hanako Sato (sales)" });
    second.answer(savedAs(second.request));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows a new admin's password, then the form with what was typed meanwhile, saved to that admin", async () => {
    const { onClose, user, submit } = renderModal(null);
    await user.type(name(), "Hanako");
    await user.type(screen.getByLabelText(/Email/), "hanako@example.com");
    const created = await submit();
    await user.type(name(), " Sato");
    created.answer(savedAs(created.request, "Temp-1234"));
    expect(await screen.findByText("Temp-1234")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Done" }));

    expect(onClose).not.toHaveBeenCalled();
    expect(name().value).toBe("Hanako Sato");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    const second = await submit();
    expect(second.request.method).toBe("PUT");
    expect(second.request.body).toMatchObject({ name: "Hanako Sato" });
  });

  it("keeps every edit and says why when the save fails", async () => {
    const { onClose, user, submit } = renderModal(hanako);
    await user.type(name(), " Sato");
    const first = await submit();
    await user.type(name(), " (sales)");
    first.answer(json(500, { code: "INTERNAL_ERROR", message: ["The admin could not be saved."] }));
    expect(await screen.findByText("The admin could not be saved.")).toBeTruthy();
    expect(name().value).toBe("Hanako Sato (sales)");
    expect(onClose).not.toHaveBeenCalled();
  });
});
