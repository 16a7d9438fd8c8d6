const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const domainLabel = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export const emailMaxLength = 254;

/** admin.md §5 E-mail: a valid address with no double dots anywhere. */
export function isValidEmail(value: string): boolean {
  if (value.length > emailMaxLength || value.includes("..")) return false;
  const at = value.lastIndexOf("@");
  if (at <= 0 || at === value.length - 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !localPart.test(local)) return false;
  const labels = domain.split(".");
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1] ?? "";
  return labels.every((label) => domainLabel.test(label)) && /^[A-Za-z]{2,}$/.test(tld);
}
