/**
 * A site published (or made private) whose draft was saved after its last publish: what visitors
 * see is not the draft yet (issue 16: the console said "published" as if the change were live).
 * Publishing keeps the draft's stamp, so a publish after the save clears it.
 */
export function hasUnpublishedChanges(site: { publishedAt?: string | null; updatedAt: string }): boolean {
  return !!site.publishedAt && Date.parse(site.updatedAt) > Date.parse(site.publishedAt);
}
