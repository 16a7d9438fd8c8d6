import type { Translations } from "./en.ts";

export const ko: Translations = {
  "uploads.typeNotAllowed": "{{name}}: 이 유형의 파일은 업로드할 수 없습니다. {{types}}을(를) 사용하세요.",
  "uploads.tooLarge": "{{name}}이(가) 상한 {{limit}}을(를) 초과합니다.",
  "uploads.contentMismatch": "{{name}}: 파일 내용이 {{types}}이(가) 아닙니다. 다른 파일을 선택하세요.",
  "uploads.heicUnsupported":
    "{{name}}: HEIC 사진은 여기에서 변환할 수 없습니다. JPG로 저장한 후 다시 업로드하세요.",
  "uploads.unreadable": "{{name}}을(를) 읽을 수 없습니다. 파일이 손상되었을 수 있습니다.",
  "uploads.sizeMismatch":
    "{{name}}이(가) 끝까지 전송되지 않았습니다({{size}}바이트 중 {{received}}바이트). 다시 업로드하세요.",
  "uploads.contentTypeHeader": "{{name}}은(는) 콘텐츠 유형 {{type}}(으)로 업로드하세요.",
  "uploads.linkExpired": "업로드 링크가 만료되었습니다. 파일을 다시 업로드하세요.",
  "uploads.linkInvalid": "이 업로드 링크는 유효하지 않습니다.",
  "uploads.notUploaded": "{{name}}이(가) 아직 업로드되지 않았습니다.",
  "uploads.storageFailed": "S3에 이미지를 업로드하지 못했습니다",
  "uploads.completeFailed": "업로드를 완료하지 못했습니다. 다시 시도하세요.",
  "uploads.zipNotZip": "{{name}}은(는) ZIP 파일이 아닙니다.",
  "uploads.zipUnreadable": "{{name}}을(를) ZIP 파일로 읽을 수 없습니다.",
  "uploads.zipTooManyEntries": "{{name}}에 {{max}}개를 초과하는 파일이 있습니다.",
  "uploads.zipTooLargeUnpacked": "{{name}}의 압축을 풀면 {{limit}}을(를) 초과합니다.",
  "uploads.zipRatio":
    "{{name}}의 압축률이 {{max}}:1을 초과하여({{entry}}) ZIP 폭탄으로 의심되어 거부되었습니다.",
  "uploads.zipSymlink": "{{name}}에 심볼릭 링크({{entry}})가 있어 허용되지 않습니다.",
  "uploads.zipPath": "{{name}}에 폴더 밖을 가리키는 경로({{entry}})가 있습니다.",
  "uploads.skipNoCell": "파일 이름이 A1 같은 셀 코드로 시작하지 않습니다.",
  "uploads.skipOutsideGrid": "셀 {{cell}}은(는) 사이트 그리드 밖에 있습니다.",
  "uploads.skipDuplicate": "셀 {{cell}}은(는) 이미 {{other}}(으)로 채워졌습니다.",
  "uploads.skipType": "지원되는 이미지 또는 동영상 형식이 아닙니다.",
  "uploads.videoNeedsTranscoder":
    "{{name}}: 이 동영상 형식은 서버에 ffmpeg가 설치된 경우에만 변환할 수 있습니다. MP4로 업로드하세요.",
  "uploads.tooManyFiles": "한 번에 최대 {{max}}개의 파일만 업로드할 수 있습니다.",
  "uploads.newsImageType": "이미지 파일({{images}})을 선택하세요.",
  "uploads.newsImageTooLarge": "이미지가 상한 30 MB를 초과합니다.",
  "uploads.skipTooLarge": "상한 {{limit}}을(를) 초과합니다.",
  "uploads.skipUnreadable": "파일을 읽을 수 없습니다.",
};
