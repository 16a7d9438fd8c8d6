import { parse } from "tldts";

/** Why a custom domain is refused in the wizard's step 1, each with its own message `domains.{problem}`. */
export const domainNameProblems = [
  "required",
  "hasScheme",
  "hasPath",
  "hasPort",
  "wildcard",
  "ipAddress",
  "tooLong",
  "labelTooLong",
  "invalidCharacters",
  "notRegistrable",
  "productDomain",
] as const;
export type DomainNameProblem = (typeof domainNameProblems)[number];

export type DomainNameCheck =
  | { ok: true /** Lower-case, IDN labels in punycode, no trailing dot. */; domain: string; apex: boolean }
  | { ok: false; problem: DomainNameProblem };

const maxDomainLength = 253;
const maxLabelLength = 63;
const ldhLabel = /^(?!-)[a-z0-9-]+(?<!-)$/;

/** WHATWG URL, present in browsers and Node; this package's type library has no DOM or Node types. */
declare const URL: new (input: string) => { hostname: string };

/** IDN to punycode the way browsers do (WHATWG URL host parsing, UTS 46); undefined when it is no host. */
function toAscii(name: string): string | undefined {
  try {
    const host = new URL(`http://${name}/`).hostname;
    return host.endsWith(".") ? host.slice(0, -1) : host;
  } catch {
    return undefined;
  }
}

/**
 * The form rules of a custom domain (issue 18): a registrable domain or one of its subdomains, as
 * typed by an operator. Nothing is cut or guessed: a scheme, path or port is refused with its reason
 * rather than stripped. `productDomains` are the console's and the sites domain's own names, which no
 * site may claim (nor any name below them).
 */
export function checkDomainName(input: string, productDomains: readonly string[] = []): DomainNameCheck {
  const fail = (problem: DomainNameProblem): DomainNameCheck => ({ ok: false, problem });
  const value = input.trim();
  if (value === "") return fail("required");
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return fail("hasScheme");
  if (/[/?#\\]/.test(value)) return fail("hasPath");
  if (value.includes("*")) return fail("wildcard");
  if (value.startsWith("[") || (/^[0-9a-f:]+$/i.test(value) && value.includes(":"))) return fail("ipAddress");
  if (/:\d*$/.test(value)) return fail("hasPort");
  if (value.length > maxDomainLength + 1) return fail("tooLong");
  if (
    value
      .replace(/\.$/, "")
      .split(".")
      .some((label) => label.length > maxLabelLength)
  ) {
    return fail("labelTooLong");
  }
  const ascii = toAscii(value.replace(/\.$/, ""));
  if (ascii === undefined || ascii === "") return fail("invalidCharacters");
  const parsed = parse(ascii, { allowPrivateDomains: false });
  if (parsed.isIp) return fail("ipAddress");
  if (ascii.length > maxDomainLength) return fail("tooLong");
  const labels = ascii.split(".");
  if (labels.some((label) => label.length > maxLabelLength)) return fail("labelTooLong");
  if (!labels.every((label) => ldhLabel.test(label))) return fail("invalidCharacters");
  const own = productDomains.map((name) => name.toLowerCase().replace(/\.$/, ""));
  if (own.some((name) => ascii === name || ascii.endsWith(`.${name}`) || name.endsWith(`.${ascii}`))) {
    return fail("productDomain");
  }
  if (!parsed.domain || !parsed.isIcann || labels.length < 2) return fail("notRegistrable");
  return { ok: true, domain: ascii, apex: ascii === parsed.domain };
}
