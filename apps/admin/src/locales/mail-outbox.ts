/** Texts of the mail outbox screen, in every locale. */
const ja = {
  description:
    "プラットフォームが送信するメールの記録です。SMTPを設定していない場合、メールはここに保管され、本文のリンク（会員登録・パスワード再設定など）は伏せて表示し、「リンクを開く」で開けます。",
  sentDescription:
    "プラットフォームが送信するメールの送信状況です。メールサーバーから送信されるため、本文は表示しません。",
  openLink: "リンクを開く",
  createdAt: "作成日時",
  to: "宛先",
  subject: "件名",
  status: "状態",
  statuses: { kept: "保管中", pending: "送信待ち", sending: "送信中", sent: "送信済み", failed: "送信失敗" },
  lastError: "{{attempts}}回目の送信エラー",
  empty: "メールはまだありません。",
  total: "全{{count}}件",
};

type Texts = { [K in keyof typeof ja]: (typeof ja)[K] extends string ? string : Record<string, string> };

export const mailOutboxTexts: Record<"ja" | "en" | "zh" | "ko", Texts> = {
  ja,
  en: {
    description:
      'The mail the platform sends. Without SMTP configured, mail is kept here and its links (registration, password reset and so on) are masked and open with "Open link".',
    sentDescription:
      "The delivery status of the mail the platform sends. A mail server sends it, so the text is not shown here.",
    openLink: "Open link",
    createdAt: "Created",
    to: "To",
    subject: "Subject",
    status: "Status",
    statuses: { kept: "Kept", pending: "Waiting", sending: "Sending", sent: "Sent", failed: "Failed" },
    lastError: "Error on attempt {{attempts}}",
    empty: "No mail yet.",
    total: "{{count}} in total",
  },
  zh: {
    description:
      "平台发送的邮件记录。未配置SMTP时，邮件保存在此处，正文中的链接（会员注册、密码重置等）会被隐藏，可通过“打开链接”打开。",
    sentDescription: "平台发送邮件的发送状态。邮件由邮件服务器发送，因此此处不显示正文。",
    openLink: "打开链接",
    createdAt: "创建时间",
    to: "收件人",
    subject: "主题",
    status: "状态",
    statuses: { kept: "已保存", pending: "等待发送", sending: "发送中", sent: "已发送", failed: "发送失败" },
    lastError: "第{{attempts}}次发送出错",
    empty: "还没有邮件。",
    total: "共{{count}}封",
  },
  ko: {
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
  },
};
