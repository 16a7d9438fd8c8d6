import { type Locale, normaliseSiteDocument, type PlanCapabilities, type SiteDocument } from "@mekuri/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type ApiError, isApiError } from "@/lib/api-error";
import { useLocale } from "@/lib/i18n";
import { keepEditsSince, sameValue } from "@/lib/keep-edits-since";
import { localizeMessage } from "@/lib/messages";
import { showToast } from "@/lib/notify";
import { getSite, useSite } from "../api/get-site";
import { siteQueryKey } from "../api/keys";
import { usePublishSite } from "../api/publish-site";
import { useUpdateSite } from "../api/update-site";
import { type DocumentCheckLoader, siteDocumentCheck } from "../lib/load-site-document-check";
import type { CheckSiteDocument, Issues } from "../lib/site-document-check";

export type { Issues };

function localized(issues: Issues, locale: Locale): Issues {
  return Object.fromEntries(
    Object.entries(issues).map(([path, message]) => [path, localizeMessage(message, locale)]),
  );
}

function issuesOfServer(error: ApiError): Issues {
  return Object.fromEntries(error.fields.map((field) => [field.path, field.message]));
}

function valueAt(value: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (inner, key) =>
        inner && typeof inner === "object" ? (inner as Record<string, unknown>)[key] : undefined,
      value,
    );
}

/** The server's messages stay until their field is edited (the client cannot re-check them). */
function keepUntouched(issues: Issues, before: SiteDocument, after: SiteDocument): Issues {
  return Object.fromEntries(
    Object.entries(issues).filter(([path]) => valueAt(before, path) === valueAt(after, path)),
  );
}

export interface SiteEditor {
  site: SiteDocument | undefined;
  /** The last saved version, to compare with (e.g. the contact form warning). */
  saved: SiteDocument | undefined;
  loading: boolean;
  loadError: boolean;
  reload: () => void;
  /** The site was saved elsewhere since it was loaded (409): only a reload can continue. */
  stale: boolean;
  /** Drops the local edits and loads the latest saved version. */
  discardAndReload: () => Promise<void>;
  dirty: boolean;
  issues: Issues;
  /** Counts the saves and publishes refused for errors, so the editor can move to the first one. */
  refusals: number;
  update: (edit: (site: SiteDocument) => SiteDocument) => void;
  saving: boolean;
  publishing: boolean;
  /** Saves the draft; resolves to whether it was saved. */
  save: () => Promise<boolean>;
  publish: (visibility: "public" | "private") => Promise<boolean>;
}

/**
 * One document state for the whole builder (admin.md §2 Site create/edit): loaded once, edited
 * locally, checked with the same schema the server uses, saved whole with its `updatedAt`.
 */
export function useSiteEditor(
  id: string,
  capabilities: PlanCapabilities | undefined,
  documentCheck: DocumentCheckLoader = siteDocumentCheck,
): SiteEditor {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const query = useSite(id);
  const update = useUpdateSite();
  const publisher = usePublishSite(id);
  const [site, setSite] = useState<SiteDocument | undefined>(undefined);
  const [dirty, setDirty] = useState(false);
  const [stale, setStale] = useState(false);
  const [clientIssues, setClientIssues] = useState<Issues>({});
  const [serverIssues, setServerIssues] = useState<Issues>({});
  const [refusals, setRefusals] = useState(0);
  const [check, setCheck] = useState<CheckSiteDocument | null>(null);
  const [checking, setChecking] = useState(false);
  // What a save checks and sends: the document as it is once the check has arrived, edits made
  // while it was downloading included.
  const latest = useRef(site);
  const issues = useMemo(() => ({ ...serverIssues, ...clientIssues }), [serverIssues, clientIssues]);
  const maxPages = capabilities?.maxPagesPerSite ?? Number.POSITIVE_INFINITY;

  useEffect(() => {
    latest.current = site;
    if (query.data && (!site || site.id !== query.data.id)) setSite(query.data);
  }, [query.data, site]);

  /**
   * Shows the server's answer to a request that started when the screen held `before`, keeping
   * what was typed since (it stays unsaved) and taking the server's values everywhere else.
   */
  const showAnswer = useCallback((before: SiteDocument, answer: SiteDocument) => {
    setSite((shown) => {
      const next = shown ? keepEditsSince(before, answer, shown) : answer;
      setDirty(!sameValue(next, answer));
      return next;
    });
  }, []);

  const edit = useCallback(
    (fn: (current: SiteDocument) => SiteDocument) => {
      documentCheck.prefetch();
      setSite((current) => {
        if (!current) return current;
        const next = fn(current);
        setServerIssues((shown) => (Object.keys(shown).length ? keepUntouched(shown, current, next) : shown));
        return next;
      });
      setDirty(true);
    },
    [documentCheck],
  );

  // Once shown (only a save shows them, so the check is there), the client's issues follow the
  // edits so a fixed field clears at once.
  useEffect(() => {
    if (check && site && Object.keys(clientIssues).length > 0) {
      const next = localized(check(site, maxPages), locale);
      if (Object.keys(next).length < Object.keys(clientIssues).length) setClientIssues(next);
    }
  }, [check, site, clientIssues, maxPages, locale]);

  /** The check, downloading it first if it has not arrived yet (the save button shows its loader). */
  const checkWhenLoaded = useCallback(async (): Promise<CheckSiteDocument | null> => {
    if (check) return check;
    setChecking(true);
    try {
      const loaded = await documentCheck.load();
      setCheck(() => loaded);
      return loaded;
    } catch {
      // Never saved unchecked: the edits stay on screen and the next save tries the download again.
      showToast(t("sites.editor.checkUnavailable"), "error");
      return null;
    } finally {
      setChecking(false);
    }
  }, [check, documentCheck, t]);

  const save = useCallback(async (): Promise<boolean> => {
    if (!latest.current) return false;
    const checkDocument = await checkWhenLoaded();
    const current = latest.current;
    if (!checkDocument || !current) return false;
    const prepared = normaliseSiteDocument(current);
    const found = localized(checkDocument(prepared, maxPages), locale);
    setClientIssues(found);
    setServerIssues({});
    if (Object.keys(found).length > 0) {
      setRefusals((count) => count + 1);
      showToast(t("sites.editor.invalid"), "error");
      return false;
    }
    try {
      const saved = await update.mutateAsync(prepared);
      showAnswer(current, saved);
      showToast(t("sites.editor.saved"), "success");
      return true;
    } catch (error) {
      if (isApiError(error)) {
        if (error.status === 400 && error.fields.length > 0) {
          setServerIssues(issuesOfServer(error));
          setRefusals((count) => count + 1);
        }
        if (error.status === 409) setStale(true);
        if (!error.isTransportError) showToast(error.message, "error");
      }
      return false;
    }
  }, [checkWhenLoaded, maxPages, locale, update, showAnswer, t]);

  const publish = useCallback(
    async (visibility: "public" | "private"): Promise<boolean> => {
      if (dirty && !(await save())) return false;
      // The saved draft is what gets published: edits that differ from it are unsaved and stay.
      const published = queryClient.getQueryData<SiteDocument>(siteQueryKey(id));
      try {
        const answer = (await publisher.mutateAsync({ visibility })) as { message?: string };
        const fresh = await queryClient.fetchQuery({
          queryKey: siteQueryKey(id),
          queryFn: () => getSite(id),
          staleTime: 0,
        });
        showAnswer(published ?? fresh, fresh);
        showToast(answer?.message ?? t("sites.editor.published"), "success");
        return true;
      } catch (error) {
        if (isApiError(error) && !error.isTransportError) {
          if (error.fields.length > 0) {
            setServerIssues(issuesOfServer(error));
            setRefusals((count) => count + 1);
          }
          showToast(error.message, "error");
        }
        return false;
      }
    },
    [dirty, save, publisher, queryClient, id, showAnswer, t],
  );

  const discardAndReload = useCallback(async () => {
    const fresh = await queryClient.fetchQuery({
      queryKey: siteQueryKey(id),
      queryFn: () => getSite(id),
      staleTime: 0,
    });
    setSite(fresh);
    setDirty(false);
    setStale(false);
    setClientIssues({});
    setServerIssues({});
  }, [queryClient, id]);

  return useMemo(
    () => ({
      site,
      saved: query.data,
      loading: query.isPending,
      loadError: query.isError,
      reload: () => void query.refetch(),
      stale,
      discardAndReload,
      dirty,
      issues,
      refusals,
      update: edit,
      saving: checking || update.isPending,
      publishing: publisher.isPending,
      save,
      publish,
    }),
    [
      site,
      query,
      stale,
      discardAndReload,
      dirty,
      issues,
      refusals,
      edit,
      checking,
      update.isPending,
      publisher.isPending,
      save,
      publish,
    ],
  );
}
