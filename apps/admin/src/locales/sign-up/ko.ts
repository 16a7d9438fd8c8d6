import type { Texts } from "./ja";

export const ko: Texts = {
  title: "무료 체험 신청",
  subtitle:
    "회사명, 담당자 이름, 이메일 주소를 입력하세요. 보내 드리는 메일의 링크를 열면 체험이 시작됩니다.",
  companyName: "회사명",
  contactName: "담당자 이름",
  confirmPassword: "비밀번호 확인",
  submit: "확인 메일 보내기",
  sentTitle: "메일을 확인하세요",
  trialNote: "체험은 Trial 플랜으로 시작일부터 1개월 동안 이용할 수 있습니다.",
  haveLogin: "이미 계정이 있으신가요?",
  loginLink: "로그인",
  verifyingTitle: "체험을 준비하고 있습니다",
  verifying: "이메일 주소를 확인하고 있습니다…",
  failedTitle: "가입을 완료하지 못했습니다",
  tokenMissing: "확인 메일의 링크로 이 페이지를 열어 주세요.",
  again: "다시 신청하기",
};
