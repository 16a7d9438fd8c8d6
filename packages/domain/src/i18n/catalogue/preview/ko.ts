import type { Translations } from "./en.ts";

export const ko: Translations = {
  "preview.shared": "미리보기를 공유했습니다.",
  "preview.emailsDeleted": "공유된 이메일 주소를 삭제했습니다.",
  "preview.revoked": "미리보기 접근 권한을 업데이트했습니다.",
  "preview.passwordSet": "미리보기 비밀번호를 설정했습니다.",
  "preview.passwordRequired": "비공개 미리보기에는 비밀번호가 필요합니다.",
  "preview.loginRequired": "초대된 이메일 주소와 미리보기 비밀번호로 로그인하세요.",
  "preview.passwordIncorrect": "미리보기 비밀번호가 올바르지 않습니다.",
  "preview.loginFailed": "이메일 주소 또는 비밀번호가 올바르지 않습니다.",
  "mail.previewInvite.subject": "{{site}} 미리보기",
  "mail.previewInvite.body":
    '안녕하세요.\n\n{{sender}} 님이 "{{site}}" 미리보기를 공유했습니다:\n{{url}}\n\n이 이메일 주소와 {{sender}} 님에게 받은 비밀번호로 로그인하세요.',
};
