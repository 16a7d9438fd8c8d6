import type { MessageKey } from "@mekuri/domain";
import { camelToSnake, isPlainObject } from "./wire-case.ts";

/** A string of a request that no field may hold, and where it sits (the wire's dotted path). */
export interface TextProblem {
  path: string;
  messageKey: Extract<MessageKey, "validation.nulCharacter" | "validation.malformedUnicode">;
}

// Without the `u` flag a pattern sees UTF-16 code units: a high surrogate not followed by a low
// one, or a low one not preceded by a high one.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function problemOf(text: string): TextProblem["messageKey"] | undefined {
  if (text.includes("\u0000")) return "validation.nulCharacter";
  if (loneSurrogate.test(text)) return "validation.malformedUnicode";
  return undefined;
}

/**
 * Every string of a parsed request part (values and property names, at any depth) that holds a NUL
 * or an unpaired UTF-16 surrogate (decision 035). Neither is text a user meant to send: PostgreSQL
 * refuses NUL in text, and a lone surrogate cannot be encoded as UTF-8. Walks with its own stack, so
 * no nesting can overflow it; stops after `limit` problems. Only plain objects and arrays are
 * entered (a streamed upload body is not data).
 */
export function findBrokenText(value: unknown, limit = 20): TextProblem[] {
  const problems: TextProblem[] = [];
  const pending: [unknown, string][] = [[value, ""]];
  while (pending.length > 0 && problems.length < limit) {
    const [current, path] = pending.pop()!;
    if (typeof current === "string") {
      const messageKey = problemOf(current);
      if (messageKey) problems.push({ path, messageKey });
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        pending.push([current[index], join(path, String(index))]);
      }
    } else if (isPlainObject(current)) {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, inner] = entries[index]!;
        const keyProblem = problemOf(key);
        // The broken name itself is not echoed: the problem is reported on the object holding it.
        if (keyProblem) problems.push({ path, messageKey: keyProblem });
        else pending.push([inner, join(path, camelToSnake(key))]);
      }
    }
  }
  return problems;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
