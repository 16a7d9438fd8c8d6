import {
  type BulkUploadCompleteResponse,
  localizeMessage,
  normalizePositionCode,
  type PageMedia,
  type UploadPurpose,
} from "@mekuri/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-error";
import { useLocale } from "@/lib/i18n";
import { UploadError } from "@/lib/uploads";
import { uploadCreativeZip, uploadSiteFiles } from "../api/upload-creatives";
import { fileProblem, zipFileProblem } from "../lib/file-rules";

/** What the "Upload Failed" modal says: the file and why (its limit, or the server's reason). */
export interface UploadFailure {
  fileName: string;
  reason: string;
}

/** Progress of running uploads by key (a cell code, "zip", or an item id), 0…1. */
export type UploadProgress = Record<string, number>;

export function useCreativeUploads(siteId: string) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const [progress, setProgress] = useState<UploadProgress>({});

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

  /** Checks, uploads and returns the media of one file; undefined when it failed (the modal says why). */
  async function uploadOne(key: string, file: File, purpose: UploadPurpose): Promise<PageMedia | undefined> {
    const problem = fileProblem(file, purpose);
    if (problem) {
      setFailure({ fileName: file.name, reason: localizeMessage(problem, locale) });
      return undefined;
    }
    track(key, 0);
    try {
      const [asset] = await uploadSiteFiles(siteId, purpose, [file], (fraction) => track(key, fraction));
      if (!asset?.media) throw new Error("no media");
      return asset.media;
    } catch (error) {
      setFailure({ fileName: file.name, reason: reasonOf(error) });
      return undefined;
    } finally {
      track(key, undefined);
    }
  }

  async function uploadZip(file: File): Promise<BulkUploadCompleteResponse | undefined> {
    const problem = zipFileProblem(file);
    if (problem) {
      setFailure({ fileName: file.name, reason: localizeMessage(problem, locale) });
      return undefined;
    }
    track("zip", 0);
    try {
      const result = await uploadCreativeZip(siteId, file, (fraction) => track("zip", fraction));
      const cells: Record<string, PageMedia> = {};
      // The wire lower-cases keys ("a1"); cell codes are upper case.
      for (const [code, media] of Object.entries(result.cells)) {
        const normal = normalizePositionCode(code);
        if (normal) cells[normal] = media;
      }
      return { cells, skipped: result.skipped };
    } catch (error) {
      setFailure({ fileName: file.name, reason: reasonOf(error) });
      return undefined;
    } finally {
      track("zip", undefined);
    }
  }

  return { failure, clearFailure: () => setFailure(null), progress, uploadOne, uploadZip };
}

export type CreativeUploads = ReturnType<typeof useCreativeUploads>;
