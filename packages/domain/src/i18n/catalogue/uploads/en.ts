/** Messages of uploads: creative files, logos and favicons, and the bulk ZIP (admin.md §5 Files, §8). */
export const en = {
  "uploads.typeNotAllowed": "{{name}}: this type of file is not accepted here. Use {{types}}.",
  "uploads.tooLarge": "{{name}} is larger than the limit of {{limit}}.",
  "uploads.contentMismatch": "{{name}}: the file's content is not {{types}}. Choose another file.",
  "uploads.heicUnsupported":
    "{{name}}: HEIC photos cannot be converted here. Save it as JPG and upload it again.",
  "uploads.unreadable": "{{name}} could not be read. The file may be damaged.",
  "uploads.sizeMismatch":
    "{{name}} did not arrive whole ({{received}} of {{size}} bytes). Please upload it again.",
  "uploads.contentTypeHeader": "Upload {{name}} with the content type {{type}}.",
  "uploads.linkExpired": "The upload link has expired. Please upload the file again.",
  "uploads.linkInvalid": "This upload link is not valid.",
  "uploads.notUploaded": "{{name}} has not been uploaded yet.",
  "uploads.storageFailed": "Failed to upload images to S3",
  "uploads.completeFailed": "The upload could not be completed. Please try again.",
  "uploads.zipNotZip": "{{name}} is not a ZIP file.",
  "uploads.zipUnreadable": "{{name}} could not be read as a ZIP file.",
  "uploads.zipTooManyEntries": "{{name}} holds more than {{max}} files.",
  "uploads.zipTooLargeUnpacked": "{{name}} unpacks to more than {{limit}}.",
  "uploads.zipRatio":
    "{{name}} is compressed more than {{max}}:1 ({{entry}}) and is refused as a possible ZIP bomb.",
  "uploads.zipSymlink": "{{name}} contains a symbolic link ({{entry}}), which is not allowed.",
  "uploads.zipPath": "{{name}} contains a path outside its folder ({{entry}}).",
  "uploads.skipNoCell": "The file name does not start with a cell code such as A1.",
  "uploads.skipOutsideGrid": "Cell {{cell}} is outside the site's grid.",
  "uploads.skipDuplicate": "Cell {{cell}} was already filled by {{other}}.",
  "uploads.skipType": "Not an image or video of an accepted type.",
  "uploads.videoNeedsTranscoder":
    "{{name}}: this video format can be converted only when ffmpeg is installed on the server. Upload it as MP4.",
  "uploads.tooManyFiles": "Upload at most {{max}} files at a time.",
  "uploads.newsImageType": "Choose an image file ({{images}}).",
  "uploads.newsImageTooLarge": "The image is larger than the limit of 30 MB.",
  "uploads.skipTooLarge": "Larger than the limit of {{limit}}.",
  "uploads.skipUnreadable": "The file could not be read.",
} as const;

export type Translations = Record<keyof typeof en, string>;
