import { userCsvColumns } from "@mekuri/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";

const ctx = useTestApp();
const header = userCsvColumns.join(",");
let token = "";
let registered = "";

function upload(csv: string | Buffer, options: { fileName?: string; contentType?: string } = {}) {
  const query = options.fileName ? `?file_name=${encodeURIComponent(options.fileName)}` : "";
  return ctx.app.inject({
    method: "POST",
    url: api(`/master/user/import${query}`),
    headers: { ...bearer(token), "content-type": options.contentType ?? "text/csv", "accept-language": "en" },
    payload: csv,
  });
}

async function userCount() {
  return (await ctx.app.inject({ method: "GET", url: api("/master/user"), headers: bearer(token) })).json()
    .total as number;
}

beforeAll(async () => {
  const master = await createAccount(ctx, { kind: "master" });
  const operator = await createOperator(ctx, { account: master, role: "MASTER" });
  registered = operator.email;
  token = (await login(ctx, operator.email)).access_token;
});

describe("CSV import of users", () => {
  it("offers a template that imports as it is", async () => {
    const template = await ctx.app.inject({
      method: "GET",
      url: api("/master/user/import/template"),
      headers: bearer(token),
    });
    expect(template.statusCode).toBe(200);
    expect(template.headers["content-type"]).toMatch(/^text\/csv/);
    expect(template.body.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(header);
  });

  it("reports every bad row with its line and reason, and imports nothing", async () => {
    const csv = [
      header,
      "Good Co,Taro,taro@example.com,user,Standard,2026-04-01,2027-03-31,grant,no_grant",
      "Bad Mail,Jiro,jiro@@example.com,user,,,,grant,grant",
      "Dup Co,Taro 2,TARO@example.com,user,,,,grant,grant",
      `Taken,Hana,${registered},user,,,,grant,grant`,
      "No Plan,Ken,ken@example.com,user,Platinum,,,no_grant,no_grant",
    ].join("\r\n");
    const response = await upload(csv, { fileName: "users.csv" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([
      "Nothing was imported: 4 problems were found.",
      "Line 3, email: Invalid email address.",
      "Line 4, email: This e-mail address already appears on line 2.",
      "Line 5, email: This e-mail address is already registered.",
      'Line 6, plan: There is no plan named "Platinum".',
    ]);
    expect(response.json().fields[0]).toEqual({
      path: "3.email",
      message: "Line 3, email: Invalid email address.",
    });
    expect(await userCount()).toBe(0);
  });

  it("refuses a wrong header, a file that is not CSV and a 6 MB file with clear messages", async () => {
    const wrongHeader = await upload("name,email\nA,a@example.com\n");
    expect(wrongHeader.statusCode).toBe(400);
    expect(wrongHeader.json().message[1]).toMatch(
      /^Line 1, —: The first line must be the template's header: company_name,/,
    );

    const notCsv = await upload("a,b", { fileName: "users.xlsx" });
    expect(notCsv.json().message).toBe("Choose a CSV file (.csv).");
    const image = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47]), { contentType: "image/png" });
    expect(image.statusCode).toBe(400);
    expect(image.json().message).toBe("Choose a CSV file (.csv).");

    const big = `${header}\n${"x".repeat(6 * 1024 * 1024)}`;
    const tooLarge = await upload(big, { fileName: "users.csv" });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      code: "BODY_TOO_LARGE",
      message: "The CSV file must be at most 5 MB.",
    });
    expect(await userCount()).toBe(0);
  });

  it("imports all good rows in one go, with plans and one-time passwords, and records each in the history", async () => {
    const csv = [
      header,
      '"Acme, Inc.",Aiko,aiko@example.com,user,Standard,2026-04-01,2027-03-31,grant,no_grant',
      "Partner,Ben,ben@example.com,oem_master,,,,no_grant,grant",
    ].join("\n");
    const response = await upload(`\uFEFF${csv}`, { fileName: "users.csv" });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe("2 users have been imported.");
    expect(body.created.map((row: { line: number; email: string }) => [row.line, row.email])).toEqual([
      [2, "aiko@example.com"],
      [3, "ben@example.com"],
    ]);
    const list = (
      await ctx.app.inject({ method: "GET", url: api("/master/user?search=aiko"), headers: bearer(token) })
    ).json();
    expect(list.items[0]).toMatchObject({
      company_name: "Acme, Inc.",
      plan: { name: "Standard" },
      contract_start_date: "2026-04-01",
    });
    const history = await ctx.app.inject({
      method: "GET",
      url: api(`/user-history/${list.items[0].id}`),
      headers: bearer(token),
    });
    expect(
      history
        .json()
        .items.map((item: { action: string }) => item.action)
        .sort(),
    ).toEqual(["import", "planChange"]);
    await expect(login(ctx, "ben@example.com", body.created[1].temporary_password)).resolves.toMatchObject({
      user: { must_change_password: true, role: "OEM_MASTER" },
    });
  });

  it("reads Shift_JIS files as Excel in Japan writes them", async () => {
    // Node has no Shift_JIS encoder: take the bytes of the Japanese text from a known encoding table.
    const sjis = Buffer.concat([
      Buffer.from(`${header}\r\n`),
      Buffer.from([0x8a, 0x94, 0x8e, 0xae, 0x89, 0xef, 0x8e, 0xd0]), // 株式会社
      Buffer.from(",A,yamada@example.com,user,,,,grant,grant\r\n"),
    ]);
    const response = await upload(sjis, { fileName: "users.csv" });
    expect(response.statusCode, response.body).toBe(201);
    const list = (
      await ctx.app.inject({ method: "GET", url: api("/master/user?search=yamada"), headers: bearer(token) })
    ).json();
    expect(list.items[0].company_name).toBe("株式会社");
  });
});
