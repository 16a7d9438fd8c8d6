import { z } from "zod";
import { noBranding, siteBranding, siteSettings } from "../../site/snapshot.ts";
import { colour, longTextMax, maxLength, number, optionalMediaUrl } from "./builder-fields.ts";

export const siteScripts = z.object({
  contactScript: z.string().max(longTextMax, maxLength(longTextMax)),
  membershipScript: z.string().max(longTextMax, maxLength(longTextMax)),
  formScript: z.string().max(longTextMax, maxLength(longTextMax)),
});

export const builderSiteSettings = siteSettings.extend({
  globalMenu: siteSettings.shape.globalMenu.extend({
    textColor: colour,
    backgroundColor: colour,
    fontSize: number(1, 100),
    width: number(0, 10000).nullable(),
  }),
  speakerColor: colour,
  safeAreaColor: colour,
  branding: siteBranding
    .extend({
      logoUrl: optionalMediaUrl.nullable(),
      mainColor: colour.nullable(),
      textColor: colour.nullable(),
    })
    .default(noBranding),
});
