/** admin.md §7: the wire uses snake_case keys, the console camelCase; convert both ways, deeply. */

export function toCamelCase(key: string): string {
  return key.replace(/_+([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

export function toSnakeCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2")
    .toLowerCase();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  // Dates, Files, Blobs, FormData and the like pass through untouched.
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) result[convert(key)] = convertKeys(inner, convert);
  return result;
}

export function camelizeKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, toCamelCase) as T;
}

export function snakifyKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, toSnakeCase) as T;
}
