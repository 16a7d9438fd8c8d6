/** The wire speaks snake_case (ARCHITECTURE.md, The wire); the code and the schemas speak camelCase. */
export function snakeToCamel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

export function camelToSnake(key: string): string {
  return key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const prototype = Object.getPrototypeOf(value);
  // Parsed query strings are objects of a class whose prototype has no prototype.
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

export function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) result[convert(key)] = convertKeys(inner, convert);
  return result;
}

export const toCamelKeys = (value: unknown) => convertKeys(value, snakeToCamel);
export const toSnakeKeys = (value: unknown) => convertKeys(value, camelToSnake);

/** Renames the property names inside a JSON schema, so the OpenAPI document shows the wire's keys. */
export function snakeJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(snakeJsonSchema);
  if (!isPlainObject(schema)) return schema;
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(schema)) {
    if (key === "properties" && isPlainObject(inner)) {
      result[key] = Object.fromEntries(
        Object.entries(inner).map(([name, property]) => [camelToSnake(name), snakeJsonSchema(property)]),
      );
    } else if (key === "required" && Array.isArray(inner)) {
      result[key] = inner.map((name) => (typeof name === "string" ? camelToSnake(name) : name));
    } else {
      result[key] = snakeJsonSchema(inner);
    }
  }
  return result;
}
