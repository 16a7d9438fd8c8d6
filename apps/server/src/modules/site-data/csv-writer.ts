/**
 * CSV that spreadsheet programs open with Japanese text intact: UTF-8 with a byte order mark,
 * CRLF line ends, RFC 4180 quoting. Text a visitor typed that starts like a formula is prefixed with
 * an apostrophe, so opening the file never runs it.
 */
export const csvBom = "\uFEFF";

function cell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: (string | number)[][]): string {
  return `${csvBom}${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
