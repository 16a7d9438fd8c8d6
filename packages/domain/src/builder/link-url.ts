/** Link URLs (admin.md §5 Generic): an absolute http(s) address of at most 256 characters. */
export const linkUrlMaxLength = 256;

const hostLabel = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?`;
const linkUrlShape = new RegExp(
  String.raw`^https?:\/\/(?:[^\s/?#@]+@)?(?:localhost|${hostLabel}(?:\.${hostLabel})*\.\p{L}{2,63}|\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?(?:[/?#][^\s]*)?$`,
  "iu",
);

export function isLinkUrl(value: string): boolean {
  return value.length <= linkUrlMaxLength && linkUrlShape.test(value);
}

const domainLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A host name for a custom domain: at least two labels, a letter TLD, lower case, at most 253. */
export function isDomainName(value: string): boolean {
  if (value.length > 253 || value !== value.toLowerCase()) return false;
  const labels = value.split(".");
  return labels.length >= 2 && labels.every((l) => domainLabel.test(l)) && /^[a-z]{2,}$/.test(labels.at(-1)!);
}

/** A custom site path prefix: one or more segments of lower-case letters, digits and hyphens. */
export function isSitePathPrefix(value: string): boolean {
  return (
    value.length <= 100 &&
    /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/.test(value)
  );
}

/** A phone number as the SNS phone link carries it: digits with an optional +, spaces, hyphens. */
export function isPhoneNumber(value: string): boolean {
  return /^\+?[0-9][0-9 ()-]{1,19}$/.test(value);
}

/** admin.md §9: the default country is Japan; a number written without a country code is Japanese. */
export const defaultCountry = { code: "JP", callingCode: "81" } as const;

/**
 * The tel: link of a phone number as people write it: "03-1234-5678" becomes tel:+81312345678, so
 * a visitor's phone abroad dials Japan; a number that starts with + keeps its own country.
 */
export function phoneHref(value: string): string {
  const digits = value.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  return `tel:+${defaultCountry.callingCode}${digits.replace(/^0/, "")}`;
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidShape.test(value);
}
