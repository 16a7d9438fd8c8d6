/** Query keys of the sites feature: every site query lives under `sitesQueryKey`. */
export const sitesQueryKey = ["sites"] as const;

export function siteQueryKey(id: string) {
  return [...sitesQueryKey, "detail", id] as const;
}
