import { type BlocksPerLanguage, placedBlocks } from "../site/page-blocks.ts";

interface ScriptAction {
  linkType: string;
  linkDestinationUrl: string;
}
interface PopupAction {
  transitionType: string;
  linkUrl: string;
}
type PerLanguage<T> = Partial<Record<string, T>>;

/**
 * The parts of a site that can carry code the creator wrote, in the shape the builder's document
 * and the server's draft share, so one list serves the save check and the publish step.
 */
export interface CreatorCodeCarrier {
  texts: PerLanguage<{ seo: { headTags: string; bodyTags: string } }>;
  scripts: { contactScript: string; membershipScript: string; formScript: string };
  pages: {
    chatbotScript: string | null;
    buttons: BlocksPerLanguage<{
      buttonContentHtml: string;
      buttonLinkType: string;
      linkDestinationUrl: string;
    }>;
    links: BlocksPerLanguage<ScriptAction>;
  }[];
  popupCtas: { timeLimit: PopupAction | null; applicantLimit: PopupAction | null };
  campaign: {
    banners: ScriptAction[];
    buttons: (ScriptAction & { buttonContentHtml: string })[];
    links: ScriptAction[];
  } | null;
}

export interface CreatorCode {
  path: (string | number)[];
  /** Head and body tags keep their own message (the SEO tab's); every other field shares one. */
  kind: "tags" | "code";
  code: string;
}

/**
 * Every field of a site that carries creator code (ARCHITECTURE.md "Security model"): the SEO
 * head and body tags, the contact, membership and form scripts, chatbot scripts, script actions
 * of buttons, link areas, popups and campaign items, and HTML/CSS buttons. One list, so the plan
 * rule (decision 034) cannot miss a field that the next feature adds here.
 */
export function creatorCodeOf(doc: CreatorCodeCarrier): CreatorCode[] {
  const found: CreatorCode[] = [];
  const add = (
    path: (string | number)[],
    code: string | null | undefined,
    kind: CreatorCode["kind"] = "code",
  ) => {
    if (code?.trim()) found.push({ path, kind, code });
  };
  const scriptAction = (path: (string | number)[], type: string, destination: string) => {
    if (type === "SCRIPT") add(path, destination);
  };

  for (const [lang, texts] of Object.entries(doc.texts)) {
    add(["texts", lang, "seo", "headTags"], texts?.seo.headTags, "tags");
    add(["texts", lang, "seo", "bodyTags"], texts?.seo.bodyTags, "tags");
  }
  for (const field of ["contactScript", "membershipScript", "formScript"] as const) {
    add(["scripts", field], doc.scripts[field]);
  }
  doc.pages.forEach((page, index) => {
    add(["pages", index, "chatbotScript"], page.chatbotScript);
    for (const { lang, index: at, block: button } of placedBlocks(page.buttons)) {
      const path = ["pages", index, "buttons", lang, at];
      add([...path, "buttonContentHtml"], button.buttonContentHtml);
      scriptAction([...path, "linkDestinationUrl"], button.buttonLinkType, button.linkDestinationUrl);
    }
    for (const { lang, index: at, block: link } of placedBlocks(page.links)) {
      scriptAction(
        ["pages", index, "links", lang, at, "linkDestinationUrl"],
        link.linkType,
        link.linkDestinationUrl,
      );
    }
  });
  for (const kind of ["timeLimit", "applicantLimit"] as const) {
    const popup = doc.popupCtas[kind];
    if (popup) scriptAction(["popupCtas", kind, "linkUrl"], popup.transitionType, popup.linkUrl);
  }
  const campaign = doc.campaign;
  if (campaign) {
    for (const group of ["banners", "buttons", "links"] as const) {
      campaign[group].forEach((item, at) => {
        scriptAction(["campaign", group, at, "linkDestinationUrl"], item.linkType, item.linkDestinationUrl);
      });
    }
    campaign.buttons.forEach((button, at) => {
      add(["campaign", "buttons", at, "buttonContentHtml"], button.buttonContentHtml);
    });
  }
  return found;
}

/** A copy without any creator code: what a site publishes on a plan without the tag feature. */
export function withoutCreatorCode<T extends CreatorCodeCarrier>(doc: T): T {
  // Plain JSON data on both sides (document and draft), so a JSON round trip is a deep copy.
  const copy = JSON.parse(JSON.stringify(doc)) as T;
  for (const { path } of creatorCodeOf(doc)) {
    let parent = copy as unknown as Record<string | number, unknown>;
    for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
    const field = path[path.length - 1]!;
    parent[field] = field === "chatbotScript" ? null : "";
  }
  return copy;
}
