import { messageRef, translate as serverTranslate } from "@mekuri/domain";
import { describe, expect, it } from "vitest";
import { localizeMessage, translate } from "./messages";

describe("console messages", () => {
  it("shows a shared rule's reference in the language asked for", () => {
    const ref = messageRef("validation.maxLength", { max: 50 });
    expect(localizeMessage(ref, "ko")).toBe(serverTranslate("validation.maxLength", "ko", { max: 50 }));
    expect(translate("validation.required", "en")).toBe("This field is required.");
  });

  it("returns a server's own text unchanged", () => {
    expect(localizeMessage("Die Anmeldung ist fehlgeschlagen.", "ja")).toBe(
      "Die Anmeldung ist fehlgeschlagen.",
    );
  });
});
