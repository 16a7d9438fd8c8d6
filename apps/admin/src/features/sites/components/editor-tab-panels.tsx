import { Center, Loader } from "@mantine/core";
import { withLaterTexts } from "@/lib/i18n";
import { lazyWithPreload, pick } from "@/lib/lazy-with-preload";

// The builder opens on its Basic tab; every other tab downloads when opened, or before: when the
// pointer or focus reaches its tab, and when the browser is idle after the editor has shown. They
// may show later texts, which download with them (decision 158).
const SeoSettings = lazyWithPreload(pick(() => withLaterTexts(import("./seo-settings")), "SeoSettings"));
const SnsSettings = lazyWithPreload(pick(() => withLaterTexts(import("./sns-settings")), "SnsSettings"));
const FormSettings = lazyWithPreload(pick(() => withLaterTexts(import("./form-settings")), "FormSettings"));
const PhoneSettings = lazyWithPreload(pick(() => withLaterTexts(import("./sns-settings")), "PhoneSettings"));
const CompanySettings = lazyWithPreload(
  pick(() => withLaterTexts(import("./company-settings")), "CompanySettings"),
);
const PopupCtaSettings = lazyWithPreload(
  pick(() => withLaterTexts(import("./popup-cta-settings")), "PopupCtaSettings"),
);
const CampaignSettings = lazyWithPreload(
  pick(() => withLaterTexts(import("./campaign-settings")), "CampaignSettings"),
);
// The domain tab checks names against the public suffix list (tldts, about 80 KB gzip).
const DomainSettings = lazyWithPreload(
  pick(() => withLaterTexts(import("./domain-settings")), "DomainSettings"),
);

/** The settings tabs that download on demand, by tab value, in the order of the tab list. */
export const lazyTabPanels = {
  seo: SeoSettings,
  sns: SnsSettings,
  forms: FormSettings,
  phone: PhoneSettings,
  company: CompanySettings,
  popup: PopupCtaSettings,
  campaign: CampaignSettings,
  domain: DomainSettings,
} as const;

export function prefetchTabPanel(value: string): void {
  if (value in lazyTabPanels) lazyTabPanels[value as keyof typeof lazyTabPanels].prefetch();
}

export const prefetchAllTabPanels = Object.values(lazyTabPanels).map((panel) => panel.prefetch);

/** What a tab shows for the moment its part is still downloading (rare: see above). */
export function TabPanelLoading() {
  return (
    <Center py="xl">
      <Loader size="sm" />
    </Center>
  );
}
