import type { Texts } from "./ja";

export const ko: Texts = {
  resetPass: {
    title: "비밀번호 재설정",
    subtitle: "등록한 이메일 주소를 입력하세요. 새 비밀번호를 설정할 수 있는 링크를 보내 드립니다.",
    submit: "재설정 링크 보내기",
    sentTitle: "이메일을 확인하세요",
    recommendation: "임시 비밀번호로 로그인한 경우 처음 로그인할 때 비밀번호를 변경하는 것을 권장합니다.",
  },
  newPassword: {
    title: "새 비밀번호 설정",
    subtitle: "{{email}}의 새 비밀번호를 입력하세요.",
    submit: "비밀번호 설정",
    verifying: "링크를 확인하는 중…",
    invalidTitle: "이 링크는 사용할 수 없습니다",
    missingTitle: "링크가 올바르지 않습니다",
    requestNewLink: "재설정 링크 다시 보내기",
    doneTitle: "비밀번호를 재설정했습니다",
    goToLogin: "로그인하러 가기",
  },
  firstTime: {
    title: "비밀번호를 변경해 주세요",
    subtitle:
      "관리자가 발급한 임시 비밀번호로 로그인했습니다. 안전을 위해 본인만 아는 비밀번호로 변경한 후 이용을 시작하세요.",
    currentHint: "관리자에게서 받은 임시 비밀번호를 입력하세요.",
    submit: "비밀번호 변경",
    done: "비밀번호를 변경했습니다. Mekuri에 오신 것을 환영합니다.",
    logoutInstead: "다른 계정으로 로그인",
  },
  changePassword: {
    title: "비밀번호 변경",
    subtitle: "현재 비밀번호와 새 비밀번호를 입력하세요.",
    submit: "비밀번호 변경",
  },
  checklist: {
    title: "비밀번호 조건",
    length: "{{min}}~{{max}}자",
    lowercase: "소문자(a–z) 포함",
    uppercase: "대문자(A–Z) 포함",
    digit: "숫자(0–9) 포함",
    special: "기호 {{specials}} 중 하나 포함",
    allowed: "영문자, 숫자, 위 기호만 사용(공백 불가)",
    met: "조건 충족",
    unmet: "조건 미충족",
  },
};
