import type {
  Button,
  Campaign,
  CampaignBackgrounds,
  CompanyInfo,
  FormConfig,
  ImageAsset,
  LinkArea,
  PageDetail,
  PageMedia,
  PopupCta,
  Product,
  Seo,
  SiteLanguage,
  SiteSettings,
  SnsLink,
  ViewMode,
} from "@mekuri/domain";

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
