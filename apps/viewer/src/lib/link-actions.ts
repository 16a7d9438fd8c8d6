/** "Script actions run only if the text parses": parsed (never run) by the Function constructor. */
export function parsesAsScript(code: string): boolean {
  try {
    new Function(code);
    return true;
  } catch {
    return false;
  }
}
