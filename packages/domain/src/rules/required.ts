/**
 * admin.md §5 names two required messages: a field to fill in is "This field is required.", an
 * item to choose (a select, a set of options) is "This item is required.".
 */
export function requiredMessageKey(typeInput: string): "validation.required" | "validation.itemRequired" {
  return typeInput === "SELECT" || typeInput === "SELECT_OPTIONS"
    ? "validation.itemRequired"
    : "validation.required";
}
