import { describe, expect, it } from "vitest";
import {
  allowedTargetsOf,
  isInAudience,
  isUnread,
  type NoticeAudience,
  targetOfOperator,
} from "./audience.ts";

const oemTree: NoticeAudience = {
  accountPath: "/m/oem/",
  exactAccount: false,
  targets: ["oem_admin", "oem_user"],
  authorId: "author",
};

describe("audience rule", () => {
  it("maps each operator to its target group", () => {
    expect(targetOfOperator("MASTER_USER", "master")).toBe("master_user");
    expect(targetOfOperator("MASTER", "master")).toBe(undefined);
    expect(targetOfOperator("SUB_ADMIN", "oem_master")).toBe("oem_master");
    expect(targetOfOperator("OEM_ADMIN", "oem_admin")).toBe("oem_admin");
    expect(targetOfOperator("SUB_ADMIN", "user")).toBe("oem_user");
  });

  it("lets the master address every group and an OEM master only the groups below it", () => {
    expect(allowedTargetsOf("master")).toEqual(["oem_master", "oem_admin", "oem_user", "master_user"]);
    expect(allowedTargetsOf("oem_master")).toEqual(["oem_admin", "oem_user"]);
    expect(allowedTargetsOf("oem_admin")).toEqual([]);
    expect(allowedTargetsOf("user")).toEqual([]);
  });

  it("reaches targeted operators inside the sender's tree only", () => {
    const reader = {
      operatorId: "r",
      accountPath: "/m/oem/u1/",
      role: "USER" as const,
      accountKind: "user" as const,
    };
    expect(isInAudience(oemTree, reader)).toBe(true);
    expect(isInAudience(oemTree, { ...reader, accountPath: "/m/other/u2/" })).toBe(false);
    expect(isInAudience({ ...oemTree, targets: ["oem_admin"] }, reader)).toBe(false);
  });

  it("leaves out the author and, for one account, the accounts below it", () => {
    const reader = {
      operatorId: "author",
      accountPath: "/m/oem/",
      role: "OEM_MASTER" as const,
      accountKind: "oem_master" as const,
    };
    expect(isInAudience({ ...oemTree, targets: null }, reader)).toBe(false);
    const account: NoticeAudience = {
      accountPath: "/m/oem/",
      exactAccount: true,
      targets: null,
      authorId: null,
    };
    expect(isInAudience(account, { ...reader, operatorId: "x" })).toBe(true);
    expect(isInAudience(account, { ...reader, operatorId: "x", accountPath: "/m/oem/u1/" })).toBe(false);
  });
});

describe("isUnread", () => {
  const joinedAt = new Date("2026-05-01T00:00:00Z");
  it("counts an item shown after the reader joined until it is read", () => {
    expect(isUnread({ visibleFrom: new Date("2026-05-02T00:00:00Z"), readAt: null }, { joinedAt })).toBe(
      true,
    );
    expect(
      isUnread({ visibleFrom: new Date("2026-05-02T00:00:00Z"), readAt: new Date() }, { joinedAt }),
    ).toBe(false);
  });

  it("treats items shown before the reader joined as already read", () => {
    expect(isUnread({ visibleFrom: new Date("2026-04-30T00:00:00Z"), readAt: null }, { joinedAt })).toBe(
      false,
    );
  });
});
