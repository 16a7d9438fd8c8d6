function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Structural equality of JSON-like values (what a document holds). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => key in b && sameValue(a[key], b[key]))
    );
  }
  return false;
}

/**
 * The document to show once a save answers (decision 174): where the screen still holds what was
 * on it when the save started, the server's answer (normalised or assigned values); where it was
 * edited meanwhile, the edit. Objects merge key by key; a list edited meanwhile is kept whole, as
 * its items have no stable identity to pair them with the answer's.
 */
export function keepEditsSince<T>(sent: T, answer: T, shown: T): T {
  if (sameValue(shown, sent)) return answer;
  if (!isPlainObject(sent) || !isPlainObject(answer) || !isPlainObject(shown)) return shown;
  const merged: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(answer), ...Object.keys(shown)])) {
    const value = keepEditsSince(sent[key], answer[key], shown[key]);
    if (value !== undefined) merged[key] = value;
  }
  return merged as T;
}
