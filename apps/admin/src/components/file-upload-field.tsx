import { Button, FileButton, Group, Image, Stack, Text } from "@mantine/core";
import { declaredFileProblem, isVideoUrl, messageRef, type UploadPurpose } from "@mekuri/domain";
import { IconTrash, IconUpload } from "@tabler/icons-react";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-error";
import { useLocale } from "@/lib/i18n";
import { lazyDialog, pick } from "@/lib/lazy-with-preload";
import { localizeMessage } from "@/lib/messages";
import { UploadError } from "@/lib/uploads";

/** Downloaded when idle or at its first opening, as every dialog of a screen (decision 157). */
const UploadFailedModal = lazyDialog(
  pick(() => import("./upload-failed-dialog"), "UploadFailedDialog"),
  (props) => props.failure !== null,
);

export interface FileUploadFieldProps {
  /** The upload rules the file is checked against before anything is sent. */
  purpose: UploadPurpose;
  label: string;
  hint?: string;
  /** Where the current file is shown from, if any. */
  value: string | null;
  /** The stored flag, where the item keeps one; otherwise the value's file extension tells. */
  isVideo?: boolean;
  /** A video's still, shown until it plays. */
  poster?: string | null;
  accept: string;
  disabled?: boolean;
  /** Sends the file; its refusal (an API error or a failed PUT) is shown in the modal. */
  upload: (file: File) => Promise<void>;
  pending: boolean;
  onRemove: () => void;
}

/**
 * One file with its preview, replace and remove. Type and size are checked before anything is
 * sent, and a refused file is named in the "Upload Failed" modal (admin.md §5 Files). Where the
 * file goes is the caller's: a site's upload flow, or a news image.
 */
export function FileUploadField({
  purpose,
  label,
  hint,
  value,
  isVideo,
  poster,
  accept,
  disabled,
  upload,
  pending,
  onRemove,
}: FileUploadFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    if (!file) return;
    const problem = declaredFileProblem({
      name: file.name,
      contentType: file.type,
      size: file.size,
      purpose,
    });
    if (problem) {
      setFailure(localizeMessage(messageRef(problem.key, problem.params), locale));
      return;
    }
    try {
      await upload(file);
    } catch (error) {
      if (error instanceof UploadError) setFailure(t("sites.upload.failed", { name: error.fileName }));
      else if (isApiError(error) && !error.isTransportError) setFailure(error.message);
    }
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="sm" align="center">
        <div
          style={{
            width: 96,
            height: 64,
            borderRadius: 8,
            border: "1px dashed var(--mantine-color-gray-4)",
            display: "grid",
            placeItems: "center",
            overflow: "hidden",
            background:
              "repeating-conic-gradient(var(--mantine-color-gray-3) 0% 25%, var(--mantine-color-gray-1) 0% 50%) 0 0 / 12px 12px",
          }}
        >
          {value && (isVideo ?? isVideoUrl(value)) ? (
            <LoopingVideo
              src={value}
              poster={poster}
              label={label}
              style={{ width: 96, height: 64, objectFit: "contain" }}
            />
          ) : value ? (
            <Image src={value} alt={label} fit="contain" w={96} h={64} />
          ) : (
            <Text size="xs" c="dimmed">
              {t("sites.upload.none")}
            </Text>
          )}
        </div>
        <FileButton onChange={pick} accept={accept} disabled={disabled}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconUpload size={14} aria-hidden />}
              loading={pending}
            >
              {value ? t("sites.upload.replace") : t("sites.upload.choose")}
            </Button>
          )}
        </FileButton>
        {value ? (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onRemove}
            disabled={disabled}
          >
            {t("sites.upload.remove")}
          </Button>
        ) : null}
      </Group>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
      <UploadFailedModal failure={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}

interface LoopingVideoProps {
  src: string;
  poster?: string | null;
  /** Names the clip for screen readers; left out where the clip only decorates a labelled item. */
  label?: string;
  style?: CSSProperties;
}

/**
 * An uploaded clip where a picture would be, as the viewer plays it: silent, looping and inline,
 * never a player with controls.
 */
export function LoopingVideo({ src, poster, label, style }: LoopingVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    // React sets `muted` as a property only; browsers check it before they allow autoplay.
    const video = ref.current;
    // A new file replaces the element's source: it starts muted again.
    if (!video || !src) return;
    video.muted = true;
    void video.play?.()?.catch(() => undefined);
  }, [src]);
  return (
    <video
      ref={ref}
      src={src}
      poster={poster || undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      muted
      loop
      playsInline
      autoPlay
      preload="metadata"
      style={{ display: "block", ...style }}
    />
  );
}
