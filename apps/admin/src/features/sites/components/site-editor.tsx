import { Alert, Button, Card, Group, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { hasUnpublishedChanges, type SiteDocument } from "@mekuri/domain";
import { IconAlertTriangle, IconDeviceFloppy, IconEye, IconUsers } from "@tabler/icons-react";
import { type ReactNode, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ErrorList, TabErrorMark } from "@/components/error-list";
import { LoadFailed } from "@/components/load-failed";
import { UnsavedMark } from "@/components/unsaved-mark";
import { useCurrentUser } from "@/features/shell";
import { useLeaveConfirmation } from "@/hooks/use-leave-confirmation";
import { usePrefetchWhenIdle } from "@/lib/lazy-with-preload";
import { useSite } from "../api/get-site";
import { useSiteCapabilities } from "../api/get-site-capabilities";
import { useSiteEditor } from "../hooks/use-site-editor";
import { type DocumentCheckLoader, siteDocumentCheck } from "../lib/load-site-document-check";
import { BasicSettings } from "./basic-settings";
import { lazyTabPanels, prefetchAllTabPanels, prefetchTabPanel, TabPanelLoading } from "./editor-tab-panels";
import { LazyPreviewDrawer } from "./lazy-preview-drawer";
import { PublishMenu } from "./publish-menu";
import { hasIssuesUnder, SiteFormProvider } from "./site-form-context";
import { SiteStatusBadge } from "./site-status-badge";

export interface CreativesSlotProps {
  site: SiteDocument;
  /** A change of the document as it is when it lands: uploads finish after the tab was left. */
  update: (change: (site: SiteDocument) => SiteDocument) => void;
  maxPages: number;
  readOnly: boolean;
}

/** Which document paths each tab edits: a tab is marked when something inside it is wrong. */
const tabs = [
  {
    value: "basic",
    paths: [
      "name",
      "numberHorizontal",
      "numberVertical",
      "viewMode",
      "languages",
      "defaultLanguage",
      "settings",
      "categories",
    ],
  },
  { value: "creatives", paths: ["pages"] },
  { value: "seo", paths: [] as string[], lang: "seo" },
  { value: "sns", paths: ["sns"] },
  { value: "forms", paths: ["forms", "scripts"] },
  { value: "phone", paths: [] },
  { value: "company", paths: [] as string[], lang: "company" },
  { value: "popup", paths: ["popupCtas"] },
  { value: "campaign", paths: ["campaign"] },
  { value: "domain", paths: ["customPath", "customDomain"] },
] as const;

/** The document paths a tab's fields lie under, for this site's languages and links. */
function tabPrefixes(entry: (typeof tabs)[number], site: SiteDocument): string[] {
  const prefixes: string[] = [...entry.paths];
  if ("lang" in entry) for (const lang of site.languages) prefixes.push(`texts.${lang}.${entry.lang}`);
  if (entry.value === "phone") {
    const index = site.sns.findIndex((link) => link.snsType === "phone_number");
    if (index >= 0) prefixes.push(`sns.${index}`);
  }
  return prefixes;
}

interface SiteEditorProps {
  siteId: string;
  /** The Creatives tab comes from its own feature; the route composes it. */
  renderCreatives: (props: CreativesSlotProps) => ReactNode;
  /** Starts the download of the Creatives tab (it may be lazy like the others). */
  prefetchCreatives?: () => void;
  /** Where the document's check comes from (decision 169); a test may hold it back. */
  documentCheck?: DocumentCheckLoader;
}

/** /{userTypeId}/site/{id}: the site builder with its header actions and settings tabs. */
export function SiteEditor({
  siteId,
  renderCreatives,
  prefetchCreatives,
  documentCheck = siteDocumentCheck,
}: SiteEditorProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const loaded = useSite(siteId);
  const capabilities = useSiteCapabilities(loaded.data?.accountId);
  const editor = useSiteEditor(siteId, capabilities.data, documentCheck);
  const leave = useLeaveConfirmation(editor.dirty);
  const [tab, setTab] = useState<string | null>("basic");
  const [previewing, setPreviewing] = useState(false);
  const readOnly = !user.permissions.includes("sites:edit");
  const canPublish = user.permissions.includes("sites:publish");
  const { site, issues } = editor;
  const shown = site !== undefined && capabilities.data !== undefined;
  usePrefetchWhenIdle(
    [documentCheck.prefetch, ...(prefetchCreatives ? [prefetchCreatives] : []), ...prefetchAllTabPanels],
    shown,
  );
  const prefetchTab = (value: string) => {
    if (value === "creatives") prefetchCreatives?.();
    else prefetchTabPanel(value);
  };
  // A refused save moves to the first tab holding an error, unless the one shown holds one; only a
  // new refusal moves it, never the issues changing as the user types.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (editor.refusals === 0 || !site) return;
    const holds = (entry: (typeof tabs)[number]) => hasIssuesUnder(issues, tabPrefixes(entry, site));
    const first = tabs.find(holds);
    if (first && !tabs.some((entry) => entry.value === tab && holds(entry))) setTab(first.value);
  }, [editor.refusals]);

  if (editor.loadError) return <LoadFailed error={loaded.error} onRetry={editor.reload} />;
  if (!site || !capabilities.data) {
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  }
  const caps = capabilities.data;
  const prefixesOf = (entry: (typeof tabs)[number]) => tabPrefixes(entry, site);
  const tabIssue = (entry: (typeof tabs)[number]) => hasIssuesUnder(issues, prefixesOf(entry));
  const tabIssueAt = (entry: (typeof tabs)[number], path: string) =>
    hasIssuesUnder({ [path]: "" }, prefixesOf(entry));
  const errorList = Object.entries(issues)
    .filter(([path]) => path !== "pages")
    .map(([path, message]) => {
      const entry = tabs.find((candidate) => tabIssueAt(candidate, path));
      const lang = site.languages.find((language) => path.startsWith(`texts.${language}.`));
      const where = [entry ? t(`sites.tabs.${entry.value}`) : "", lang ? t(`languages.${lang}`) : ""];
      return { where: where.filter(Boolean).join(" › "), message };
    });

  return (
    <SiteFormProvider
      value={{
        site,
        saved: editor.saved,
        update: editor.update,
        issues,
        refusals: editor.refusals,
        capabilities: caps,
        readOnly,
      }}
    >
      <Stack gap="md">
        <Card withBorder padding="md" pos="sticky" top={0} style={{ zIndex: 20 }}>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Title order={2} size="h4" lineClamp={1}>
                {site.name || t("sites.editor.untitled")}
              </Title>
              <SiteStatusBadge status={site.status} unpublishedChanges={hasUnpublishedChanges(site)} />
              {editor.dirty ? <UnsavedMark /> : null}
            </Group>
            <Group gap="xs" wrap="wrap">
              {user.permissions.includes("siteData:view") ? (
                <Button
                  variant="subtle"
                  component={Link}
                  to={`/${user.userTypeId}/site/list/${site.id}`}
                  leftSection={<IconUsers size={16} aria-hidden />}
                >
                  {t("pages.siteData")}
                </Button>
              ) : null}
              <Button
                variant="default"
                leftSection={<IconEye size={16} aria-hidden />}
                onClick={() => setPreviewing(true)}
                onPointerEnter={LazyPreviewDrawer.prefetch}
                onFocus={LazyPreviewDrawer.prefetch}
                disabled={editor.dirty}
              >
                {t("sites.editor.preview")}
              </Button>
              {!readOnly ? (
                <Button
                  variant="default"
                  leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                  onClick={() => void editor.save()}
                  loading={editor.saving}
                  disabled={editor.publishing}
                >
                  {t("sites.editor.saveDraft")}
                </Button>
              ) : null}
              {canPublish && !readOnly ? (
                <PublishMenu
                  publishing={editor.publishing}
                  saving={editor.saving}
                  onPublish={(visibility) => void editor.publish(visibility)}
                />
              ) : null}
            </Group>
          </Group>
          {editor.dirty ? (
            <Text size="xs" c="dimmed" mt={6}>
              {t("sites.editor.previewNeedsSave")}
            </Text>
          ) : null}
        </Card>
        {editor.stale ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t("sites.editor.staleTitle")}
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t("sites.editor.stale")}</Text>
              <Button size="xs" color="orange" onClick={() => void editor.discardAndReload()}>
                {t("sites.editor.reloadLatest")}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {issues.pages ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {issues.pages}
          </Alert>
        ) : null}
        <ErrorList errors={errorList} />
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List style={{ flexWrap: "wrap" }}>
            {tabs.map((entry) => (
              <Tabs.Tab
                key={entry.value}
                value={entry.value}
                c={tabIssue(entry) ? "red.8" : undefined}
                onPointerEnter={() => prefetchTab(entry.value)}
                onFocus={() => prefetchTab(entry.value)}
              >
                {t(`sites.tabs.${entry.value}`)}
                {tabIssue(entry) ? <TabErrorMark /> : null}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="basic" pt="md">
            <BasicSettings />
          </Tabs.Panel>
          <Tabs.Panel value="creatives" pt="md">
            <Suspense fallback={<TabPanelLoading />}>
              {renderCreatives({ site, update: editor.update, maxPages: caps.maxPagesPerSite, readOnly })}
            </Suspense>
          </Tabs.Panel>
          {Object.entries(lazyTabPanels).map(([value, Panel]) => (
            <Tabs.Panel key={value} value={value} pt="md">
              <Suspense fallback={<TabPanelLoading />}>
                <Panel />
              </Suspense>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
      <LazyPreviewDrawer
        target={previewing ? { id: site.id, name: site.name, accountId: site.accountId } : null}
        version={site.updatedAt}
        onClose={() => setPreviewing(false)}
      />
      {leave.modal}
    </SiteFormProvider>
  );
}
