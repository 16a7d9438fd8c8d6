import { defaultPageCode } from "./constants.ts";

/**
 * Cell codes (viewer.md §2, admin.md §3): 1–3 letters naming the category (column: A … Z, AA …)
 * followed by the page number 1–100 (row). Input is case-insensitive; output is upper case.
 */
export const maxColumnLetters = 3;
export const maxRowNumber = 100;
/** Columns A … ZZZ in bijective base 26: 26 + 26² + 26³. */
export const maxColumnCount = 26 + 26 * 26 + 26 * 26 * 26;

export interface PagePosition {
  /** 0-based category index: A → 0, Z → 25, AA → 26. */
  columnIndex: number;
  /** 0-based page index: 1 → 0. */
  rowIndex: number;
}

export type PositionError = "malformed" | "column-out-of-range" | "row-out-of-range";
export type PositionResult =
  | { ok: true; code: string; position: PagePosition }
  | { ok: false; error: PositionError };

export const defaultPagePosition: PagePosition = { columnIndex: 0, rowIndex: 0 };

const shape = /^([A-Za-z]+)(\d+)$/;

/**
 * Leading zeros ("A01") and surrounding spaces are refused rather than normalised, so every page has
 * exactly one address.
 */
export function parsePositionCode(input: string): PositionResult {
  const match = shape.exec(input);
  if (!match) return { ok: false, error: "malformed" };
  const letters = match[1]!.toUpperCase();
  const digits = match[2]!;
  if (letters.length > maxColumnLetters) return { ok: false, error: "column-out-of-range" };
  if (digits.startsWith("0")) return { ok: false, error: digits === "0" ? "row-out-of-range" : "malformed" };
  if (digits.length > 3 || Number(digits) > maxRowNumber) return { ok: false, error: "row-out-of-range" };
  const position = { columnIndex: columnIndexOf(letters), rowIndex: Number(digits) - 1 };
  return { ok: true, code: `${letters}${digits}`, position };
}

export function toPagePosition(input: string): PagePosition | undefined {
  const result = parsePositionCode(input);
  return result.ok ? result.position : undefined;
}

/** The canonical (upper-case) code, or undefined when the input is not a valid code. */
export function normalizePositionCode(input: string): string | undefined {
  const result = parsePositionCode(input);
  return result.ok ? result.code : undefined;
}

export function isPositionCode(input: string): boolean {
  return parsePositionCode(input).ok;
}

/**
 * The page to open: the first valid code among the candidates (route parameter first, then the
 * position cookie), else the default page tab A1.
 */
export function startPositionCode(candidates: ReadonlyArray<string | null | undefined>): string {
  for (const candidate of candidates) {
    const code = candidate ? normalizePositionCode(candidate) : undefined;
    if (code) return code;
  }
  return defaultPageCode;
}

export function columnLetters(columnIndex: number): string | undefined {
  if (!Number.isInteger(columnIndex) || columnIndex < 0 || columnIndex >= maxColumnCount) return undefined;
  let letters = "";
  let rest = columnIndex + 1;
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    letters = String.fromCharCode(65 + digit) + letters;
    rest = Math.floor((rest - 1) / 26);
  }
  return letters;
}

export function formatPositionCode(position: PagePosition): string | undefined {
  const letters = columnLetters(position.columnIndex);
  const { rowIndex } = position;
  if (!letters || !Number.isInteger(rowIndex) || rowIndex < 0 || rowIndex >= maxRowNumber) return undefined;
  return `${letters}${rowIndex + 1}`;
}

function columnIndexOf(upperLetters: string): number {
  let value = 0;
  for (const char of upperLetters) value = value * 26 + (char.charCodeAt(0) - 64);
  return value - 1;
}
