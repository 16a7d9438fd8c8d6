import type { Texts } from "./ja";

export const ko: Texts = {
  description:
    "플랫폼이 보내는 메일 기록입니다. SMTP를 설정하지 않으면 메일이 여기에 보관되며, 본문의 링크(회원 가입, 비밀번호 재설정 등)는 가려서 표시되며 '링크 열기'로 열 수 있습니다.",
  sentDescription:
    "플랫폼이 보내는 메일의 발송 상태입니다. 메일 서버가 발송하므로 본문은 여기에 표시하지 않습니다.",
  openLink: "링크 열기",
  createdAt: "작성 일시",
  to: "받는 사람",
  subject: "제목",
  status: "상태",
  statuses: {
    kept: "보관 중",
    pending: "발송 대기",
    sending: "발송 중",
    sent: "발송 완료",
    failed: "발송 실패",
  },
  lastError: "{{attempts}}번째 발송 오류",
  empty: "아직 메일이 없습니다.",
  total: "총 {{count}}건",
};
