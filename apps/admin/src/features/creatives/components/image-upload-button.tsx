import { FileButton, Button as MantineButton } from "@mantine/core";
import { IconPhotoUp } from "@tabler/icons-react";
import { imageAccept } from "../lib/file-rules";

interface ImageUploadButtonProps {
  label: string;
  onUpload: (file: File) => void;
  uploading: boolean;
  disabled?: boolean;
  size?: "xs";
}

/** Chooses an image for a button or product and shows the upload in progress. */
export function ImageUploadButton({ label, onUpload, uploading, disabled, size }: ImageUploadButtonProps) {
  return (
    <FileButton onChange={(file) => file && onUpload(file)} accept={imageAccept} disabled={disabled}>
      {(props) => (
        <MantineButton
          {...props}
          variant="default"
          size={size}
          leftSection={<IconPhotoUp size={size === "xs" ? 14 : 16} aria-hidden />}
          loading={uploading}
        >
          {label}
        </MantineButton>
      )}
    </FileButton>
  );
}
