import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { json, stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { AvatarModal } from "./avatar-modal";

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe("the profile picture modal", () => {
  it("says which files it takes when a non-image is chosen, and sends nothing", async () => {
    const { requests } = stubFetch({});
    renderAt(<AvatarModal adminId="a1" name="Ann" onClose={() => {}} />);
    fireEvent.change(fileInput(), {
      target: { files: [new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" })] },
    });
    expect((await screen.findByRole("alert")).textContent).toMatch(/JPG|PNG/);
    expect(requests).toEqual([]);
  });

  it("shows the server's message for a file named .png that is no picture", async () => {
    stubFetch({
      "PUT /api/v1/sub-admin/a1/avatar": () =>
        json(400, { code: "VALIDATION_ERROR", message: "Choose a JPG, JPEG, JFIF or PNG image." }),
    });
    renderAt(<AvatarModal adminId="a1" name="Ann" onClose={() => {}} />);
    fireEvent.change(fileInput(), {
      target: { files: [new File(["hello"], "photo.png", { type: "image/png" })] },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Choose a JPG, JPEG, JFIF or PNG image."),
    );
  });
});
