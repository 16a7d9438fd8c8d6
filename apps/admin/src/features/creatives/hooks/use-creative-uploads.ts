import {
  type BulkUploadJob,
  type BulkUploadResult,
  normalizePositionCode,
  type PageMedia,
  type UploadedAsset,
  type UploadPurpose,
} from "@mekuri/domain";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-error";
import { useLocale } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";
import { UploadError } from "@/lib/uploads";
import {
  type BulkJobRef,
  bulkJobEvent,
  followBulkJob,
  forgetBulkJob,
  pendingBulkJob,
  startCreativeZip,
  uploadSiteFiles,
} from "../api/upload-creatives";
import { fileProblem, zipFileProblem } from "../lib/file-rules";

/** What the "Upload Failed" modal says: the file and why (its limit, or the server's reason). */
export interface UploadFailure {
  fileName: string;
  reason: string;
}

/** Progress of running uploads by key (a cell code, "zip", or an item id), 0…1. */
export type UploadProgress = Record<string, number>;

/** Files of the ZIP looked at by the server so far, of all of them; null while none is unpacking. */
export type UnpackProgress = BulkUploadJob["progress"] | null;

export function useCreativeUploads(siteId: string, onZipDone?: (result: BulkUploadResult) => void) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const [progress, setProgress] = useState<UploadProgress>({});
  const [unpack, setUnpack] = useState<UnpackProgress>(null);

  const reasonOf = (error: unknown): string => {
    if (error instanceof UploadError) {
      // 413 is a size refusal by the store or a proxy in front of it.
      if (error.status === 413) return t("creatives.upload.refusedSize");
      if (error.status === 0) return t("creatives.upload.connection");
      return t("creatives.upload.refused", { status: error.status });
    }
    if (isApiError(error)) return error.message;
    return t("creatives.upload.refused", { status: "?" });
  };

  const track = (key: string, value: number | undefined) =>
    setProgress((current) => {
      const next = { ...current };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });

  /** Checks and uploads one file; undefined when it failed (the modal says why). */
  async function uploadAsset(
    key: string,
    file: File,
    purpose: UploadPurpose,
  ): Promise<UploadedAsset | undefined> {
    const problem = fileProblem(file, purpose);
    if (problem) {
      setFailure({ fileName: file.name, reason: localizeMessage(problem, locale) });
      return undefined;
    }
    track(key, 0);
    try {
      const [asset] = await uploadSiteFiles(siteId, purpose, [file], (fraction) => track(key, fraction));
      // Music has no page media, only its address.
      if (!asset || (purpose === "music" ? !asset.url : !asset.media)) throw new Error("no media");
      return asset;
    } catch (error) {
      setFailure({ fileName: file.name, reason: reasonOf(error) });
      return undefined;
    } finally {
      track(key, undefined);
    }
  }

  /** The media of an uploaded picture or video. */
  const uploadOne = async (key: string, file: File, purpose: UploadPurpose): Promise<PageMedia | undefined> =>
    (await uploadAsset(key, file, purpose))?.media ?? undefined;

  /** The address of an uploaded background music file (MP3 or M4A). */
  const uploadMusic = async (key: string, file: File): Promise<string | undefined> =>
    (await uploadAsset(key, file, "music"))?.url;

  const zipDone = useRef(onZipDone);
  zipDone.current = onZipDone;
  const finishZip = (result: BulkUploadResult) => {
    const cells: Record<string, PageMedia> = {};
    // The wire lower-cases keys ("a1"); cell codes are upper case.
    for (const [code, media] of Object.entries(result.cells)) {
      const normal = normalizePositionCode(code);
      if (normal) cells[normal] = media;
    }
    zipDone.current?.({ cells, skipped: result.skipped });
  };
  const endZip = () => {
    track("zip", undefined);
    setUnpack(null);
  };

  // The site's ZIP job, once its upload is complete: started here, by an editor open before (this
  // tab was left during the upload), or before a reload. Followed while this editor is open; its
  // outcome is shown and forgotten only here, so an editor closed meanwhile leaves it for the next.
  const [job, setJob] = useState<BulkJobRef | undefined>(() => pendingBulkJob(siteId));
  useEffect(() => {
    const onJob = (event: Event) => {
      if ((event as CustomEvent<string>).detail === siteId) setJob(pendingBulkJob(siteId));
    };
    window.addEventListener(bulkJobEvent, onJob);
    return () => window.removeEventListener(bulkJobEvent, onJob);
  }, [siteId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows one job; the helpers only read refs and set state
  useEffect(() => {
    if (!job) return;
    const controller = new AbortController();
    const active = () => !controller.signal.aborted;
    track("zip", 1);
    followBulkJob(job.jobId, setUnpack, controller.signal)
      .then(
        (result) => {
          if (!active()) return;
          forgetBulkJob(siteId);
          finishZip(result);
        },
        (error: unknown) => {
          if (!active()) return;
          forgetBulkJob(siteId);
          setFailure({ fileName: job.name, reason: reasonOf(error) });
        },
      )
      .finally(() => {
        if (!active()) return;
        endZip();
        setJob(undefined);
      });
    return () => controller.abort();
  }, [job?.jobId]);

  /** Sends a ZIP; its unpacking on the server is then followed, and the cells arrive through onZipDone. */
  async function uploadZip(file: File): Promise<void> {
    const problem = zipFileProblem(file);
    if (problem) {
      setFailure({ fileName: file.name, reason: localizeMessage(problem, locale) });
      return;
    }
    track("zip", 0);
    try {
      await startCreativeZip(siteId, file, (fraction) => track("zip", fraction));
    } catch (error) {
      setFailure({ fileName: file.name, reason: reasonOf(error) });
      track("zip", undefined);
    }
  }

  return {
    failure,
    clearFailure: () => setFailure(null),
    progress,
    unpack,
    uploadOne,
    uploadMusic,
    uploadZip,
  };
}

export type CreativeUploads = ReturnType<typeof useCreativeUploads>;
