/**
 * admin.md §5 Dates and Popup/notification: the end of a notification's or a popup's window must
 * be after now. It is checked when the end is new or changed, so editing anything else of an item
 * that has run its course does not ask for a new end.
 */
export function endDateInPast(
  end: string | Date | null,
  now: Date,
  previousEnd?: string | Date | null,
): boolean {
  if (end === null) return false;
  const at = new Date(end).getTime();
  if (Number.isNaN(at)) return false;
  const before =
    previousEnd === undefined || previousEnd === null ? undefined : new Date(previousEnd).getTime();
  return at !== before && at <= now.getTime();
}
