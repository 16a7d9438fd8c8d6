import * as colourFieldTexts from "./colour-fields/ko";
import * as controlTexts from "./controls/ko";
import * as customDomainTexts from "./custom-domain/ko";
import * as dashboardTexts from "./dashboard/ko";
import type { ConsoleTranslation } from "./ja";
import * as loadFailedTexts from "./load-failed/ko";
import * as login from "./login/ko";
import * as notificationsTexts from "./notifications/ko";
import * as previewShareTexts from "./preview-share/ko";
import * as saveErrorTexts from "./save-errors/ko";
import { sitesKo } from "./sites/ko";

export const ko: ConsoleTranslation = {
  ...login.shared,
  dashboard: dashboardTexts.ko,
  customDomain: customDomainTexts.ko,
  notices: notificationsTexts.ko,
  signUp: login.signUp,
  sites: sitesKo,
  previewShare: previewShareTexts.ko,
  colourFields: colourFieldTexts.ko,
  saveErrors: saveErrorTexts.ko,
  loadFailed: loadFailedTexts.ko,
  controls: controlTexts.ko,
  auth: {
    ...login.auth,
    logout: {
      inProgress: "로그아웃하는 중…",
    },
  },
  leave: {
    title: "이 페이지를 나가시겠습니까?",
    message: "변경 내용이 저장되지 않았습니다. 페이지를 나가면 변경 내용이 사라집니다.",
    stay: "이 페이지에 머무르기",
    leave: "페이지 나가기",
  },
  forms: {
    unsaved: "저장하지 않은 변경 사항이 있습니다",
  },
  shell: {
    mainNavigation: "주 메뉴",
    toggleNavigation: "메뉴 열기/닫기",
    userMenu: "사용자 메뉴",
    changePassword: "비밀번호 변경",
    logout: "로그아웃",
    signedInAs: "로그인한 계정",
    home: "홈",
    breadcrumb: "이동 경로",
    accountMenu: "계정",
    loadFailed: "계정 정보를 불러오지 못했습니다.",
    noSections: "이용할 수 있는 메뉴가 없습니다. 관리자에게 문의하세요.",
  },
  nav: {
    summary: "요약",
    userList: "사용자 목록",
    siteList: "사이트 제작",
    analytics: "효과 측정",
    planManagement: "플랜 관리",
    latestInformation: "최신 정보",
    systemNotification: "시스템 알림",
    checkPlan: "플랜 확인",
    adminList: "관리자 설정",
    mailOutbox: "메일 발신함",
    paymentList: "결제 목록",
  },
  pages: {
    siteDetail: "사이트 편집",
    siteData: "회원·문의·폼·설문",
    createSite: "사이트 만들기",
    userDetail: "사용자 상세",
    createUser: "사용자 만들기",
    updateUser: "사용자 편집",
    plan: "플랜",
    latestInformationCreate: "최신 정보 작성",
    latestInformationDetail: "최신 정보 상세",
    latestInformationEdit: "최신 정보 편집",
    createNotification: "시스템 알림 작성",
    notificationDetail: "시스템 알림 상세",
    notificationDelivery: "알림 발송",
    notificationDeliveryCreate: "알림 발송 작성",
    notificationDeliveryEdit: "알림 발송 편집",
    notificationDeliveryDetail: "알림 발송 상세",
    invoice: "청구서",
  },
  comingSoon: {
    title: "이 화면은 준비 중입니다",
    description: "‘{{section}}’ 기능은 이후 릴리스에서 이용할 수 있습니다.",
    hint: "준비가 되면 이 메뉴에서 바로 이용할 수 있습니다.",
  },
  roles: {
    MASTER: "마스터",
    MASTER_USER: "마스터 사용자",
    OEM_MASTER: "OEM 마스터",
    OEM_ADMIN: "OEM 관리자",
    USER: "사용자",
    SUB_ADMIN: "하위 관리자",
  },
  adminRoles: {
    main_contact: "주 담당자",
    editor: "편집자",
    viewer: "열람자",
  },
  authorities: {
    edit: "편집 가능",
    view: "열람만 가능",
  },
  accountKinds: {
    master: "플랫폼(마스터)",
    oem_master: "OEM 마스터",
    oem_admin: "OEM 관리",
    user: "고객 계정",
  },
  contractStatuses: {
    active: "계약 중",
    suspended: "이용 정지",
    terminated: "해지됨",
    inactive: "미계약",
  },
  errors: {
    ...login.errors,
    forbidden: {
      title: "접근 권한이 없습니다",
      description: "이 페이지를 볼 수 있는 권한이 없습니다. 필요한 경우 관리자에게 문의하세요.",
    },
    notFound: {
      title: "페이지를 찾을 수 없습니다",
      description: "찾으시는 페이지가 이동 또는 삭제되었거나 주소가 잘못되었을 수 있습니다.",
    },
    gatewayTimeout: {
      title: "서버가 응답하지 않습니다",
      description: "서버 응답이 지연되고 있습니다. 잠시 후 다시 시도하세요.",
    },
    ipBlocked: {
      title: "이 네트워크에서는 접근할 수 없습니다",
      description: "현재 IP 주소에서는 이 콘솔에 접근할 수 없습니다. 필요한 경우 관리자에게 문의하세요.",
    },
  },
};
