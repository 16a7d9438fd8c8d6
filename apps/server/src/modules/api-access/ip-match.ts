import { isIPv4, isIPv6 } from "node:net";

function ipv4ToInt(ip: string): number {
  return ip.split(".").reduce((value, part) => (value << 8) + Number(part), 0) >>> 0;
}

/** Whether an address is one of the allowed entries: exact addresses or IPv4 CIDR ranges. */
export function ipAllowed(address: string, allowed: readonly string[]): boolean {
  // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d.
  const ip = address.startsWith("::ffff:") && isIPv4(address.slice(7)) ? address.slice(7) : address;
  return allowed.some((entry) => {
    const [base = "", bits] = entry.split("/");
    if (isIPv4(ip) && isIPv4(base)) {
      const prefix = bits === undefined ? 32 : Number(bits);
      const mask = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0;
      return (ipv4ToInt(ip) & mask) === (ipv4ToInt(base) & mask);
    }
    return isIPv6(ip) && isIPv6(base) && bits === undefined && ip.toLowerCase() === base.toLowerCase();
  });
}
