/** The wire speaks snake_case, the viewer camelCase (docs/decisions/002). Keys only; values stay. */
type Json = unknown;

const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function convertKeys(value: Json, convert: (key: string) => string): Json {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, Json> = {};
    for (const [key, item] of Object.entries(value)) out[convert(key)] = convertKeys(item, convert);
    return out;
  }
  return value;
}

export const camelizeKeys = <T>(value: Json) => convertKeys(value, toCamel) as T;
export const snakeizeKeys = (value: Json) => convertKeys(value, toSnake);
