/** A time as Japan shows it, "2026-04-01 09:30:00": the lists and mails speak JST (ARCHITECTURE.md, Data). */
export function formatJst(date: Date): string {
  const jst = new Date(date.getTime() + 9 * 60 * 60_000);
  return jst.toISOString().slice(0, 19).replace("T", " ");
}
