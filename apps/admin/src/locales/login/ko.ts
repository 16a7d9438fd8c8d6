import type * as ja from "./ja";
import type { Widen } from "./ja";

export const shared: Widen<typeof ja.shared> = {
  common: {
    appName: "Mekuri",
    consoleName: "관리 콘솔",
    loading: "불러오는 중…",
    cancel: "취소",
    close: "닫기",
    reload: "새로고침",
    retry: "다시 시도",
    backToHome: "홈으로 돌아가기",
    backToLogin: "로그인으로 돌아가기",
    goBack: "이전 페이지로",
    language: "표시 언어",
    skipToContent: "본문으로 건너뛰기",
    copyright: "© Mekuri. All rights reserved.",
  },
  languages: {
    ja: "日本語",
    en: "English",
    zh: "中文",
    ko: "한국어",
  },
  request: {
    noConnection: "서버에 연결할 수 없습니다. 인터넷 연결을 확인하거나 잠시 후 다시 시도하세요.",
    requestError: "요청 중 오류가 발생했습니다. 다시 시도하세요.",
    httpError: "오류 {{status}}: {{statusText}}",
  },
  brand: {
    tagline: "넘기기만 해도, 전해진다.",
    lead: "상하좌우로 스와이프하는 랜딩 페이지를 만들고, 공개하고, 성과까지 확인하세요.",
    pointBuild: "가로·세로 그리드로 스와이프형 사이트 제작",
    pointLanguages: "일본어·영어·중국어·한국어로 공개",
    pointAnalytics: "스와이프 분석으로 효과적인 페이지 파악",
  },
};

export const auth: Widen<typeof ja.auth> = {
  fields: {
    email: "이메일",
    password: "비밀번호",
    currentPassword: "현재 비밀번호",
    newPassword: "새 비밀번호",
    confirmPassword: "비밀번호 확인",
    emailPlaceholder: "you@example.com",
    toggleVisibility: "입력한 문자 표시",
  },
  login: {
    title: "로그인",
    subtitle: "계정의 이메일 주소와 비밀번호를 입력하세요.",
    submit: "로그인",
    forgotPassword: "비밀번호를 잊으셨나요?",
    errorTitle: "로그인할 수 없습니다",
  },
};

export const errors: Widen<typeof ja.errors> = {
  code: "오류 코드 {{code}}",
  chunkLoad: {
    title: "화면을 불러오지 못했습니다",
    description: "새 버전이 공개되었거나 연결이 잠시 끊겼을 수 있습니다. 페이지를 새로고침하세요.",
  },
  generic: {
    title: "문제가 발생했습니다",
    description:
      "예기치 않은 오류가 발생했습니다. 페이지를 새로고침하세요. 문제가 계속되면 관리자에게 문의하세요.",
  },
};

export const signUp: Widen<typeof ja.signUp> = {
  noLogin: "아직 계정이 없으신가요?",
  signUpLink: "무료 체험 신청",
};
