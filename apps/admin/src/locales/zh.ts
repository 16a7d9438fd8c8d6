import * as colourFieldTexts from "./colour-fields/zh";
import * as controlTexts from "./controls/zh";
import * as customDomainTexts from "./custom-domain/zh";
import * as dashboardTexts from "./dashboard/zh";
import type { ConsoleTranslation } from "./ja";
import * as loadFailedTexts from "./load-failed/zh";
import * as login from "./login/zh";
import * as notificationsTexts from "./notifications/zh";
import * as previewShareTexts from "./preview-share/zh";
import * as saveErrorTexts from "./save-errors/zh";
import { sitesZh } from "./sites/zh";

export const zh: ConsoleTranslation = {
  ...login.shared,
  dashboard: dashboardTexts.zh,
  customDomain: customDomainTexts.zh,
  notices: notificationsTexts.zh,
  signUp: login.signUp,
  sites: sitesZh,
  previewShare: previewShareTexts.zh,
  colourFields: colourFieldTexts.zh,
  saveErrors: saveErrorTexts.zh,
  loadFailed: loadFailedTexts.zh,
  controls: controlTexts.zh,
  auth: {
    ...login.auth,
    logout: {
      inProgress: "正在退出登录…",
    },
  },
  leave: {
    title: "要离开此页面吗？",
    message: "您的更改尚未保存。离开此页面后，这些更改将会丢失。",
    stay: "留在此页面",
    leave: "离开页面",
  },
  forms: {
    unsaved: "有未保存的更改",
  },
  shell: {
    mainNavigation: "主导航",
    toggleNavigation: "展开或收起导航",
    userMenu: "用户菜单",
    changePassword: "修改密码",
    logout: "退出登录",
    signedInAs: "当前登录账户",
    home: "首页",
    breadcrumb: "面包屑导航",
    accountMenu: "账户",
    loadFailed: "无法加载账户信息。",
    noSections: "没有可用的菜单，请联系管理员。",
  },
  nav: {
    summary: "概览",
    userList: "用户列表",
    siteList: "网站制作",
    analytics: "效果分析",
    planManagement: "套餐管理",
    latestInformation: "最新资讯",
    systemNotification: "系统通知",
    checkPlan: "套餐确认",
    adminList: "管理员设置",
    mailOutbox: "邮件发件箱",
    paymentList: "付款列表",
  },
  pages: {
    siteDetail: "编辑网站",
    siteData: "会员、咨询、表单与问卷",
    createSite: "创建网站",
    userDetail: "用户详情",
    createUser: "创建用户",
    updateUser: "编辑用户",
    plan: "套餐",
    latestInformationCreate: "发布最新资讯",
    latestInformationDetail: "最新资讯详情",
    latestInformationEdit: "编辑最新资讯",
    createNotification: "创建系统通知",
    notificationDetail: "系统通知详情",
    notificationDelivery: "通知推送",
    notificationDeliveryCreate: "创建通知推送",
    notificationDeliveryEdit: "编辑通知推送",
    notificationDeliveryDetail: "通知推送详情",
    invoice: "发票",
  },
  comingSoon: {
    title: "此页面正在准备中",
    description: "“{{section}}”将在后续版本中开放使用。",
    hint: "准备就绪后，即可直接通过此菜单使用。",
  },
  roles: {
    MASTER: "主账户",
    MASTER_USER: "主账户用户",
    OEM_MASTER: "OEM 主账户",
    OEM_ADMIN: "OEM 管理员",
    USER: "用户",
    SUB_ADMIN: "子管理员",
  },
  adminRoles: {
    main_contact: "主要负责人",
    editor: "编辑者",
    viewer: "查看者",
  },
  authorities: {
    edit: "可编辑",
    view: "仅查看",
  },
  accountKinds: {
    master: "平台（主账户）",
    oem_master: "OEM 主账户",
    oem_admin: "OEM 管理",
    user: "客户账户",
  },
  contractStatuses: {
    active: "合同有效",
    suspended: "已暂停",
    terminated: "已解约",
    inactive: "未签约",
  },
  errors: {
    ...login.errors,
    forbidden: {
      title: "没有访问权限",
      description: "您没有查看此页面的权限。如需访问，请联系管理员。",
    },
    notFound: {
      title: "找不到页面",
      description: "您要查找的页面可能已被移动或删除，或者网址有误。",
    },
    gatewayTimeout: {
      title: "服务器没有响应",
      description: "服务器响应时间过长，请稍后重试。",
    },
    ipBlocked: {
      title: "无法从此网络访问",
      description: "您当前的 IP 地址不允许访问此控制台。如需访问，请联系管理员。",
    },
  },
};
