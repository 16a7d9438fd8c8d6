/**
 * Runs a site's contactScript, membershipScript or formScript on its success page (viewer.md §3
 * Scripts). Creators paste either tags (`<script src=…>`, `<script>…</script>`, `<img>` pixels) or
 * bare JavaScript; both run on the site's own origin (ARCHITECTURE.md, Security model). Scripts set
 * through innerHTML never run, so each script tag is recreated.
 */
export function runSiteScript(code: string, host: HTMLElement = document.body): void {
  const text = code.trim();
  if (text === "") return;
  if (!text.startsWith("<")) {
    try {
      new Function(text)();
    } catch {
      // A creator script that throws must not break the page.
    }
    return;
  }
  const holder = document.createElement("div");
  holder.hidden = true;
  holder.dataset.siteScript = "";
  holder.innerHTML = text;
  for (const inert of Array.from(holder.querySelectorAll("script"))) {
    const live = document.createElement("script");
    for (const attribute of Array.from(inert.attributes)) live.setAttribute(attribute.name, attribute.value);
    live.text = inert.text;
    inert.replaceWith(live);
  }
  host.append(holder);
}
