/**
 * A small RFC 4180 reader: quoted fields, doubled quotes, CRLF or LF, a UTF-8 BOM (Excel writes one).
 * Returns the rows with the 1-based line each starts on, so errors can name the line a person sees.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const input = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line++;
        cell += char;
      }
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && input[i + 1] === "\n") i++;
      cells.push(cell);
      rows.push({ line: rowLine, cells });
      cells = [];
      cell = "";
      line++;
      rowLine = line;
    } else cell += char;
  }
  if (cell !== "" || cells.length > 0) {
    cells.push(cell);
    rows.push({ line: rowLine, cells });
  }
  // Blank lines (an empty last line, spacing) are not rows.
  return rows.filter((row) => row.cells.some((value) => value.trim() !== ""));
}

/**
 * Quotes a value when it needs it, and neutralises spreadsheet formulas: text a visitor typed that
 * starts like one gets an apostrophe, so opening the file never runs it. Numbers stay numbers.
 */
export function csvCell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV file spreadsheet programs open with Japanese text intact: UTF-8 with a BOM, CRLF lines. */
export function toCsv(rows: (string | number)[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
