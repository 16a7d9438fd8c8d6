import type { Texts } from "./ja";

export const ko: Texts = {
  action: "미리보기 공유",
  title: "미리보기 공유: {{name}}",
  emails: "초대할 이메일 주소",
  emailsHint: "여러 주소는 쉼표, 공백, 줄바꿈으로 구분합니다. 초대 메일은 새 주소에만 발송됩니다.",
  emailsPlaceholder: "name@example.com",
  invalidEmail: "{{email}}: {{message}}",
  security: "보안 설정 (초대한 사람에게만 공개)",
  securityOn: "초대된 이메일 주소와 비밀번호로 로그인한 사람만 미리보기를 열 수 있습니다.",
  securityOff:
    "링크를 아는 사람은 누구나 미리보기를 열 수 있습니다 (비밀번호를 설정한 경우 입력이 필요합니다).",
  password: "비밀번호",
  passwordHint:
    "8~64자, 공백은 사용할 수 없습니다. 초대 메일에는 포함되지 않으므로 다른 방법으로 알려 주세요.",
  passwordKept: "비밀번호가 설정되어 있습니다. 변경할 때만 입력하세요.",
  submit: "저장하고 공유",
  invited: "초대한 이메일 주소",
  invitedCount: "{{count}}개",
  invitedAt: "{{date}} 초대",
  noInvites: "아직 아무도 초대하지 않았습니다.",
  resendAll: "모두에게 초대 메일 재발송",
  endSessions: "로그인 중인 미리보기 종료",
  endSessionsTitle: "미리보기 로그인을 종료하시겠습니까?",
  endSessionsConfirm:
    "{{email}} 님이 열어 둔 미리보기에서 로그아웃됩니다. 초대는 유지되므로 비밀번호로 다시 로그인할 수 있습니다.",
  endSessionsButton: "종료",
  remove: "초대 삭제",
  removeTitle: "초대를 삭제하시겠습니까?",
  removeConfirm: "{{email}} 님은 더 이상 이 미리보기를 열 수 없습니다. 이 작업은 되돌릴 수 없습니다.",
  removeButton: "삭제",
  link: "공유 링크",
  linkHint: "초대 메일에도 같은 링크가 포함됩니다.",
  notShared: "아직 공유되지 않았습니다. '저장하고 공유'를 누르면 이 링크로 미리보기를 열 수 있습니다.",
  copy: "링크 복사",
  copied: "복사했습니다",
  loadFailed: "공유 설정을 불러오지 못했습니다.",
};
