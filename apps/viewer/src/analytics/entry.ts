import { type DeviceClass, deviceClassOf } from "@domain/site/analytics-rules.ts";

export interface EntryInfo {
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
  utmTerm: string | null;
  device: DeviceClass;
}

/** Longer values are a broken link, not a campaign: they are left out rather than cut. */
const maxUtmLength = 200;

function param(query: URLSearchParams, name: string): string | null {
  const value = query.get(name);
  return value && value.length <= maxUtmLength ? value : null;
}

/** Where a visit came from: the referrer's host (another site only), the utm tags, the device class. */
export function readEntry(input: {
  search: string;
  referrer: string;
  host: string;
  width: number;
  height: number;
  touch: boolean;
}): EntryInfo {
  const query = new URLSearchParams(input.search);
  let referrerHost: string | null = null;
  try {
    const host = input.referrer ? new URL(input.referrer).hostname : "";
    referrerHost = host && host !== input.host.split(":")[0] ? host.slice(0, 253) : null;
  } catch {
    referrerHost = null;
  }
  return {
    referrerHost,
    utmSource: param(query, "utm_source"),
    utmMedium: param(query, "utm_medium"),
    utmCampaign: param(query, "utm_campaign"),
    utmContent: param(query, "utm_content"),
    utmTerm: param(query, "utm_term"),
    device: deviceClassOf(input.width, input.height, input.touch),
  };
}

export function readBrowserEntry(): EntryInfo {
  return readEntry({
    search: location.search,
    referrer: document.referrer,
    host: location.host,
    width: window.innerWidth,
    height: window.innerHeight,
    touch: window.matchMedia?.("(pointer: coarse)").matches ?? false,
  });
}
