import { analyticsBatch, analyticsEvent, maxTapsPerPage } from "@mekuri/domain";
import { z } from "zod";
import { camelToSnake } from "../../platform/http/wire-case.ts";

/**
 * The ingestion route's check of a batch and of each event, compiled once from the JSON Schema of
 * the shared zod schemas, so the zod schema stays the one definition. It reads the wire's
 * snake_case keys directly: no key conversion, no copy of the event, no issue objects for a bad one.
 * event-check.test.ts proves it agrees with zod. A schema feature it cannot mirror stops the start.
 */

interface JsonSchema {
  type?: string;
  const?: string;
  enum?: string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface FieldRule {
  key: string;
  required: boolean;
  nullable: boolean;
  kind: "string" | "integer";
  min: number;
  max: number;
  exclusiveMin: number;
  exclusiveMax: number;
  pattern: RegExp | undefined;
  values: Set<string> | undefined;
}

const understood: Record<string, Set<string>> = {
  string: new Set(["type", "const", "enum", "format", "pattern", "minLength", "maxLength"]),
  integer: new Set(["type", "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum"]),
};

function fieldRule(name: string, schema: JsonSchema, required: boolean): FieldRule {
  let nullable = false;
  let value = schema;
  if (schema.anyOf) {
    const others = schema.anyOf.filter((option) => option.type !== "null");
    if (schema.anyOf.length !== 2 || others.length !== 1) throw unsupported(name, schema);
    nullable = true;
    value = others[0]!;
  }
  const keys = value.type ? understood[value.type] : undefined;
  if (!keys || Object.keys(value).some((key) => !keys.has(key))) throw unsupported(name, value);
  if (value.format && !value.pattern) throw unsupported(name, value);
  const isString = value.type === "string";
  return {
    key: camelToSnake(name),
    required,
    nullable,
    kind: isString ? "string" : "integer",
    min: (isString ? value.minLength : value.minimum) ?? Number.NEGATIVE_INFINITY,
    max: (isString ? value.maxLength : value.maximum) ?? Number.POSITIVE_INFINITY,
    exclusiveMin: value.exclusiveMinimum ?? Number.NEGATIVE_INFINITY,
    exclusiveMax: value.exclusiveMaximum ?? Number.POSITIVE_INFINITY,
    pattern: value.pattern === undefined ? undefined : new RegExp(value.pattern),
    values: value.const !== undefined ? new Set([value.const]) : value.enum ? new Set(value.enum) : undefined,
  };
}

function unsupported(name: string, schema: JsonSchema) {
  return new Error(
    `The analytics event check cannot mirror the schema of "${name}": ${JSON.stringify(schema)}`,
  );
}

function variantRules(variant: JsonSchema): FieldRule[] {
  const required = new Set(variant.required ?? []);
  return Object.entries(variant.properties ?? {}).map(([name, property]) =>
    fieldRule(name, property, required.has(name)),
  );
}

/** The rules of each event type: the schema is a union of objects told apart by `type`. */
function compileEventRules(): Map<string, FieldRule[]> {
  const schema = z.toJSONSchema(analyticsEvent, { io: "input" }) as JsonSchema;
  const variants = schema.oneOf ?? [schema];
  const byType = new Map<string, FieldRule[]>();
  for (const variant of variants) {
    const rules = variantRules(variant);
    const typeRule = rules.find((rule) => rule.key === "type");
    if (!typeRule?.values || !typeRule.required) throw unsupported("type", variant);
    for (const type of typeRule.values) {
      if (byType.has(type)) throw unsupported("type", variant);
      byType.set(type, rules);
    }
  }
  return byType;
}

function compileBatchBounds() {
  const events = (z.toJSONSchema(analyticsBatch, { io: "input" }) as JsonSchema).properties?.events;
  if (events?.type !== "array") throw unsupported("events", events ?? {});
  return { min: events.minItems ?? 0, max: events.maxItems ?? Number.POSITIVE_INFINITY };
}

const rulesByType = compileEventRules();
const batchBounds = compileBatchBounds();

/** The wire (snake_case) keys of any event type, in the schema's order. */
export const eventWireKeys = [
  ...new Set([...rulesByType.values()].flatMap((rules) => rules.map((rule) => rule.key))),
];

export type WireEvent = Record<string, unknown>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** JSON Schema (and zod) measure strings in code points; UTF-16 units suffice unless a pair is near a bound. */
function lengthWithin(text: string, min: number, max: number): boolean {
  const units = text.length;
  if (units < min) return false;
  if (units <= max && units >= min * 2) return true;
  let points = units;
  for (let i = 0; i < units - 1; i++) {
    if ((text.charCodeAt(i) & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      points--;
      i++;
    }
  }
  return points >= min && points <= max;
}

/** The events of a batch envelope, or undefined when the envelope itself is malformed. */
export function batchEvents(body: unknown): unknown[] | undefined {
  if (!isObject(body)) return undefined;
  const events = body.events;
  if (!Array.isArray(events) || events.length < batchBounds.min || events.length > batchBounds.max) {
    return undefined;
  }
  return events;
}

/** Whether one wire event satisfies the shared schema (unknown keys are ignored, as zod strips them). */
export function isValidEvent(raw: unknown): raw is WireEvent {
  if (!isObject(raw)) return false;
  const rules = typeof raw.type === "string" ? rulesByType.get(raw.type) : undefined;
  if (!rules) return false;
  for (const rule of rules) {
    const value = raw[rule.key];
    if (value === undefined) {
      if (rule.required) return false;
      continue;
    }
    if (value === null) {
      if (rule.nullable) continue;
      return false;
    }
    if (rule.kind === "string") {
      if (typeof value !== "string") return false;
      if (!lengthWithin(value, rule.min, rule.max)) return false;
      if (rule.values !== undefined && !rule.values.has(value)) return false;
      if (rule.pattern !== undefined && !rule.pattern.test(value)) return false;
    } else {
      if (typeof value !== "number" || !Number.isInteger(value)) return false;
      if (value < rule.min || value > rule.max) return false;
      if (value <= rule.exclusiveMin || value >= rule.exclusiveMax) return false;
    }
  }
  return true;
}

/**
 * The viewer sends at most 20 taps per page and visit; a batch's taps past the 20th of a page and
 * visit are refused one by one like any malformed event (the rollup also counts no more than 20
 * across batches). `seen` is the batch's count so far, made on its first tap.
 */
export function tapWithinLimit(event: WireEvent, seen: Map<string, number>): boolean {
  const key = `${event.session_id as string}\u0000${event.page_id as string}`;
  const count = (seen.get(key) ?? 0) + 1;
  seen.set(key, count);
  return count <= maxTapsPerPage;
}
