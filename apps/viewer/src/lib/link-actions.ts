/** "Script actions run only if the text parses": parsed (never run) by the Function constructor. */
export function parsesAsScript(code: string): boolean {
  try {
    new Function(code);
    return true;
  } catch {
    return false;
  }
}

/**
 * The site's EC-link setting keeps external links in the tab (decision 025), except where viewer.md
 * asks for a new tab (popup CTA and campaign items) and in the preview frame, which cannot leave for
 * a shop.
 */
export function keepsExternalLinksInTab(
  ecLink: boolean,
  click: { preview: boolean; popupId?: string | null; campaign?: boolean },
): boolean {
  return ecLink && !click.preview && !click.popupId && !click.campaign;
}
