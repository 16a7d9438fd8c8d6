import type { CampaignBackgrounds } from "./campaign-background.ts";
import type {
  Button,
  Campaign,
  CompanyInfo,
  FormConfig,
  ImageAsset,
  LinkArea,
  PageDetail,
  PageMedia,
  PopupCta,
  Product,
  Seo,
  SnsLink,
} from "./content.ts";
import type { SiteLanguage, ViewMode } from "./enums.ts";
import type { SiteSettings } from "./snapshot.ts";

/** Everything of a site as stored for editing, loaded at once to publish it. */
export interface SiteDraft {
  id: string;
  accountId: string;
  name: string;
  status: string;
  numberHorizontal: number;
  numberVertical: number;
  viewMode: ViewMode;
  defaultLanguage: SiteLanguage;
  languages: SiteLanguage[];
  settings: SiteSettings;
  scripts: { contactScript: string; membershipScript: string; formScript: string };
  customDomain: string | null;
  customPath: string | null;
  publishedVersion: number | null;
  categories: {
    id: string;
    columnIndex: number;
    names: Partial<Record<SiteLanguage, string>>;
    /** The menu item's own text colour; null: the menu's. */
    textColor: string | null;
  }[];
  pages: {
    id: string;
    columnIndex: number;
    rowIndex: number;
    media: PageMedia | null;
    thumbnail: ImageAsset | null;
    membersOnlyLock: boolean;
    backgroundMusicUrl: string | null;
    chatbotScript: string | null;
    details: Partial<Record<SiteLanguage, PageDetail>>;
    buttons: Partial<Record<SiteLanguage, Button[]>>;
    products: Partial<Record<SiteLanguage, Product[]>>;
    links: Partial<Record<SiteLanguage, LinkArea[]>>;
  }[];
  sns: SnsLink[];
  texts: Partial<Record<SiteLanguage, { seo: Seo; company: CompanyInfo | null }>>;
  popupCtas: { timeLimit: PopupCta | null; applicantLimit: PopupCta | null };
  /** The campaign with its name and background per language. */
  campaign:
    | (Omit<Campaign, "name" | "backgroundUrl"> & {
        names: Partial<Record<SiteLanguage, string>>;
        backgrounds: CampaignBackgrounds;
      })
    | null;
  /** A form without a language applies to every language of the site. */
  forms: (FormConfig & { lang?: SiteLanguage })[];
}

/** What the creator's plan allows the viewer to show (viewer.md §6). */
export interface PlanFlags {
  settingFormContact: boolean;
  settingPopupCta: boolean;
  poweredBy: boolean;
  /** false: the creator's own head and body tags are not published (admin.md §3 Plan, analytics tag). */
  settingTagSeo?: boolean;
}

type Without<T, K extends PropertyKey> = Omit<T, K & keyof T>;

/** A whole draft to store at once; ids of pages and their items are made by the database. */
export type SiteDraftInput = Without<
  SiteDraft,
  "id" | "status" | "publishedVersion" | "categories" | "pages" | "popupCtas" | "campaign"
> & {
  categories: Without<SiteDraft["categories"][number], "id">[];
  /** A page as stored; the ids of its buttons, products and link areas are replaced on insert. */
  pages: Without<SiteDraft["pages"][number], "id">[];
  popupCtas: {
    timeLimit: Without<NonNullable<SiteDraft["popupCtas"]["timeLimit"]>, "id" | "kind"> | null;
    applicantLimit: Without<NonNullable<SiteDraft["popupCtas"]["applicantLimit"]>, "id" | "kind"> | null;
  };
  campaign: Without<NonNullable<SiteDraft["campaign"]>, "id"> | null;
};
