import type { UploadedAsset, UploadPurpose } from "@mekuri/domain";
import { FileUploadField } from "@/components/file-upload-field";
import { useUploadSiteFiles } from "../api/upload-site-files";

export { LoopingVideo } from "@/components/file-upload-field";

interface ImageUploadProps {
  siteId: string;
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
  onUploaded: (asset: UploadedAsset) => void;
  onRemove: () => void;
}

/** One file of a site through the spec's upload flow (generate-urls → PUT → complete). */
export function ImageUpload({ siteId, purpose, onUploaded, ...field }: ImageUploadProps) {
  const upload = useUploadSiteFiles(siteId, purpose);
  return (
    <FileUploadField
      {...field}
      purpose={purpose}
      pending={upload.isPending}
      upload={async (file) => {
        const [asset] = await upload.mutateAsync([file]);
        if (asset) onUploaded(asset);
      }}
    />
  );
}
