import type { Button } from "@mekuri/domain";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { newButton } from "../lib/document";
import { siteId } from "../testing/site-fixture";
import { ButtonForm } from "./button-form";

vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  await i18n.changeLanguage("en");
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

function renderForm(button: Button, readOnly = false) {
  const changes: Button[] = [];
  renderAt(
    <ButtonForm
      siteId={siteId}
      button={button}
      onChange={(next) => changes.push(next)}
      onRemove={() => {}}
      onUploadImage={() => {}}
      uploading={false}
      errors={{}}
      readOnly={readOnly}
    />,
  );
  return changes;
}

describe("a button's 'counts as a conversion' switch (issue 13: the rollup counts its clicks)", () => {
  it("marks the button as a conversion when switched on", () => {
    stubFetch({});
    const plain = newButton(0);
    expect(plain.countsAsConversion).toBe(false);
    const changes = renderForm(plain);
    fireEvent.click(screen.getByRole("switch", { name: /Counts as a conversion/ }));
    expect(changes.at(-1)).toEqual({ ...plain, countsAsConversion: true });
  });

  it("cannot be changed by an operator who may only read", () => {
    stubFetch({});
    renderForm({ ...newButton(0), countsAsConversion: true }, true);
    const toggle = screen.getByRole("switch", { name: /Counts as a conversion/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
  });
});
