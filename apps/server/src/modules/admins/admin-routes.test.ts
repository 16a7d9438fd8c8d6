import { beforeAll, describe, expect, it } from "vitest";
import {
  api,
  bearer,
  createAccount,
  createOperator,
  login,
  testPassword,
  useTestApp,
} from "../../testing/test-app.ts";

const ctx = useTestApp();
let ownerToken = "";
let ownerId = "";
let otherAccountAdminId = "";

async function call(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  payload?: object | Buffer,
  headers: Record<string, string> = {},
  as = ownerToken,
) {
  return ctx.app.inject({
    method,
    url: api(path),
    headers: { ...bearer(as), "accept-language": "en", ...headers },
    payload,
  });
}

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

beforeAll(async () => {
  const master = await createAccount(ctx, { kind: "master" });
  const user = await createAccount(ctx, { kind: "user", parent: master });
  const owner = await createOperator(ctx, { account: user, role: "USER" });
  ownerId = owner.id;
  ownerToken = (await login(ctx, owner.email)).access_token;
  const other = await createAccount(ctx, { kind: "user", parent: master });
  otherAccountAdminId = (
    await createOperator(ctx, { account: other, role: "SUB_ADMIN", adminRole: "editor" })
  ).id;
});

describe("admin settings", () => {
  let editorId = "";
  let editorToken = "";

  it("adds an admin with role and authority, whose one-time password must be changed", async () => {
    const created = await call("POST", "/sub-admin", {
      name: "Eri Editor",
      email: "eri@example.com",
      admin_role: "editor",
      authority: "edit",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().admin).toMatchObject({
      name: "Eri Editor",
      admin_role: "editor",
      authority: "edit",
      has_avatar: false,
    });
    editorId = created.json().admin.id;
    const first = await login(ctx, "eri@example.com", created.json().temporary_password);
    expect(first.user).toMatchObject({ role: "SUB_ADMIN", must_change_password: true });
    await call(
      "POST",
      "/auth/change-password",
      {
        current_password: created.json().temporary_password,
        password: testPassword,
        confirm_password: testPassword,
      },
      {},
      first.access_token,
    );
    editorToken = (await login(ctx, "eri@example.com")).access_token;
    const list = (await call("GET", "/sub-admin")).json().items;
    expect(list.map((admin: { admin_role: string }) => admin.admin_role)).toEqual(["main_contact", "editor"]);
  });

  it("enforces role and authority: an editor of a user account cannot manage admins, a view authority changes nothing", async () => {
    expect(
      (
        await call(
          "POST",
          "/sub-admin",
          { name: "X", email: "x@example.com", admin_role: "viewer", authority: "view" },
          {},
          editorToken,
        )
      ).statusCode,
    ).toBe(403);
    expect((await call("DELETE", `/sub-admin/${ownerId}`, undefined, {}, editorToken)).statusCode).toBe(403);
    await call("PUT", `/sub-admin/${editorId}`, {
      name: "Eri",
      email: "eri@example.com",
      admin_role: "editor",
      authority: "view",
    });
    // The authority is read on every request: the change bites at once.
    const me = await call("GET", "/auth/user-info", undefined, {}, editorToken);
    expect(me.json().permissions).not.toContain("sites:edit");
  });

  it("keeps the main contact, and other accounts' admins out of reach", async () => {
    expect((await call("DELETE", `/sub-admin/${ownerId}`)).statusCode).toBe(409);
    expect(
      (
        await call("PUT", `/sub-admin/${otherAccountAdminId}`, {
          name: "Y",
          email: "y@example.com",
          admin_role: "viewer",
          authority: "view",
        })
      ).statusCode,
    ).toBe(404);
    expect((await call("DELETE", `/sub-admin/${otherAccountAdminId}`)).statusCode).toBe(404);
  });

  it("stores a profile picture checked by content and size", async () => {
    const saved = await call("PUT", `/sub-admin/${ownerId}/avatar`, png, { "content-type": "image/png" });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await call("GET", `/sub-admin/${ownerId}/avatar`)).json();
    expect(read.data_url).toBe(`data:image/png;base64,${png.toString("base64")}`);

    const fake = await call("PUT", `/sub-admin/${ownerId}/avatar`, Buffer.from("GIF89a-not-allowed"), {
      "content-type": "image/png",
    });
    expect(fake.json().message).toBe("Choose a JPG, JPEG, JFIF or PNG image.");
    const gif = await call("PUT", `/sub-admin/${ownerId}/avatar`, Buffer.from("GIF89a"), {
      "content-type": "image/gif",
    });
    expect(gif.json().message).toBe("Choose a JPG, JPEG, JFIF or PNG image.");
    const big = await call(
      "PUT",
      `/sub-admin/${ownerId}/avatar`,
      Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]),
      { "content-type": "image/png" },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("The image must be at most 2 MB.");
    // Everyone may set their own picture; not someone else's without admin management.
    expect(
      (await call("PUT", `/sub-admin/${ownerId}/avatar`, png, { "content-type": "image/png" }, editorToken))
        .statusCode,
    ).toBe(403);
    expect(
      (await call("PUT", `/sub-admin/${editorId}/avatar`, png, { "content-type": "image/jpeg" }, editorToken))
        .statusCode,
    ).toBe(200);
  });

  it("deletes an admin, whose sessions end with it", async () => {
    expect((await call("DELETE", `/sub-admin/${editorId}`)).json().message).toBe(
      "The admin has been deleted.",
    );
    expect((await call("GET", "/user", undefined, {}, editorToken)).statusCode).toBe(401);
  });
});
