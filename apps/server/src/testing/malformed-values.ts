/**
 * What the API fuzzer sends: a well-formed example of a JSON schema (so one malformed field is
 * the only thing wrong with a request), the malformed values, and a seeded random order.
 */

/** A JSON body as text, so that nesting deeper than `JSON.stringify` could write still travels. */
export type RawJson = { raw: string };

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  default?: unknown;
  nullable?: boolean;
};

/** Mulberry32: a small seeded generator, so every run sends the same requests. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

const exampleStrings: Record<string, string> = {
  uuid: "6f1c2d3e-0000-4000-8000-000000000000",
  email: "fuzz@example.com",
  date: "2026-01-31",
  "date-time": "2026-01-31T00:00:00.000Z",
  uri: "https://example.com/",
};

/** A value the schema accepts, as far as a schema without its refinements can tell. */
export function exampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length)
    return exampleOf(choice.find((option) => option.type !== "null") ?? choice[0], depth + 1);
  if (schema.allOf?.length) return exampleOf(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "string": {
      const text = exampleStrings[schema.format ?? ""] ?? "Fuzz-pass1!";
      return text.padEnd(schema.minLength ?? 0, "x");
    }
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 1;
    case "boolean":
      return false;
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items, depth + 1));
    case "object": {
      const result: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        result[name] = exampleOf(schema.properties?.[name], depth + 1);
      }
      return result;
    }
    default:
      return null;
  }
}

const deep = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

/** Malformed JSON values for one body field; `raw` ones are spliced into the body's text. */
export const malformedBodyValues: (unknown | RawJson)[] = [
  null,
  12345,
  -1.5,
  true,
  [],
  {},
  [null, { a: 1 }],
  "",
  "x".repeat(200_000),
  "a\u0000b",
  { raw: '"\\ud800"' },
  { raw: '"x\\udfffy"' },
  { raw: deep(10_000) },
  { raw: "1e400" },
  { __proto__: null, constructor: { prototype: { polluted: true } } },
];

/** Malformed path and query values, already percent-encoded as they travel in a URL. */
export const malformedUrlValues: string[] = [
  "",
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%C0%AF",
  "%",
  "%25",
  "null",
  "-1",
  "1e400",
  "x".repeat(5000),
  "..%2F..%2Fetc%2Fpasswd",
  "%F0%9F%98%80",
  "'%20or%201%3D1--",
];
