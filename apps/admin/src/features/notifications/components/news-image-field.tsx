import { acceptedFormatNames, acceptOf } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { FileUploadField } from "@/components/file-upload-field";
import { useUploadNewsImage } from "../api/news-image";

/** The image of a news item (admin.md §3): the upload checks of a site's images, stored for the account. */
export function NewsImageField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const { t } = useTranslation();
  const upload = useUploadNewsImage();
  return (
    <FileUploadField
      purpose="notification"
      label={t("notices.fields.image")}
      hint={t("notices.newsImageHint", acceptedFormatNames)}
      value={value || null}
      accept={acceptOf("image")}
      pending={upload.isPending}
      upload={async (file) => onChange((await upload.mutateAsync(file)).url)}
      onRemove={() => onChange("")}
    />
  );
}
