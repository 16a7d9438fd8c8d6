import type { SectionCatalogue } from "./section.ts";

/** Messages of custom domains: the wizard's refusals, the verification's problems, its notices and mails (issue 18). */
const en = {
  "domains.required": "Enter a domain, for example lp.example.com.",
  "domains.hasScheme": "Enter the domain alone, without http:// or https://.",
  "domains.hasPath": "Enter the domain alone, without a path (/…), query (?…) or #.",
  "domains.hasPort": "Enter the domain without a port number (:8080).",
  "domains.wildcard": "Wildcard domains (*.example.com) cannot be used; enter one domain.",
  "domains.ipAddress": "An IP address cannot be used; enter a domain name.",
  "domains.tooLong": "A domain name can have at most 253 characters.",
  "domains.labelTooLong": "Each part of a domain between dots can have at most 63 characters.",
  "domains.invalidCharacters":
    "This is not a valid domain name: use letters, digits and hyphens between dots (e.g. lp.example.com).",
  "domains.notRegistrable":
    "This is not a registrable domain: enter a domain you own under a public ending such as .com or .jp.",
  "domains.productDomain": "This domain belongs to the service itself and cannot be used for a site.",
  "domains.taken": "This domain is already used by another site.",
  "domains.notSet": "This site has no custom domain.",
  "domains.removed": "The custom domain was removed; the site answers on its default address.",
  "domains.problem.noRecord": "No CNAME (or A/AAAA) record for {{domain}} was found yet.",
  "domains.problem.pointsElsewhere": "{{domain}} points elsewhere: its CNAME must point to {{target}}.",
  "domains.problem.cnameLoop": "The CNAME records of {{domain}} point to each other in a loop.",
  "domains.problem.txtMissing": "The TXT record {{challenge}} was not found yet.",
  "domains.problem.txtWrong": "The TXT record {{challenge}} does not hold this attempt's token.",
  "domains.problem.caaForbids":
    "A CAA record of {{domain}} does not allow our certificate authority (letsencrypt.org); add it or remove the record.",
  "domains.problem.dnsUnreachable": "The DNS did not answer (time-out or server failure); it is tried again.",
  "domains.problem.expired": "The records were not found within 72 hours.",
  "domains.problem.recordsRemoved": "The DNS records of {{domain}} were removed.",
  "domains.problem.taken": "This domain is already used by another site.",
  "notices.domainWarningTitle": "Custom domain records missing",
  "notices.domainWarningContent":
    "The DNS records of {{domain}} (site {{site}}) are gone. Restore them by {{date}}, or the domain stops serving the site.",
  "notices.domainDeactivatedTitle": "Custom domain stopped",
  "notices.domainDeactivatedContent":
    "{{domain}} no longer serves the site {{site}}: its DNS records were missing for 7 days. The site stays on its default address.",
  "mail.domainVerified.subject": "{{domain}} now serves {{site}}",
  "mail.domainVerified.body":
    "The custom domain {{domain}} was verified and now serves the site {{site}}:\n{{url}}",
  "mail.domainFailed.subject": "{{domain}} could not be verified",
  "mail.domainFailed.body":
    "The custom domain {{domain}} for the site {{site}} could not be verified.\nReason: {{reason}}\nCheck the records in the site's domain settings and start the verification again:\n{{url}}\nThe site stays on its default address.",
  "mail.domainWarning.subject": "The DNS records of {{domain}} are missing",
  "mail.domainWarning.body":
    "The DNS records of {{domain}} (site {{site}}) are gone. Restore them by {{date}}, or the domain stops serving the site:\n{{url}}",
  "mail.domainDeactivated.subject": "{{domain}} no longer serves {{site}}",
  "mail.domainDeactivated.body":
    "The DNS records of {{domain}} were missing for 7 days, so it no longer serves the site {{site}}. The site stays on its default address. To use the domain again, set it up in the site's domain settings:\n{{url}}",
} as const;

export const domainsMessages: SectionCatalogue<typeof en> = {
  en,
  ja: {
    "domains.required": "ドメインを入力してください（例: lp.example.com）。",
    "domains.hasScheme": "http:// や https:// を付けずにドメインのみを入力してください。",
    "domains.hasPath": "パス（/…）、クエリ（?…）、# を付けずにドメインのみを入力してください。",
    "domains.hasPort": "ポート番号（:8080）を付けずにドメインを入力してください。",
    "domains.wildcard":
      "ワイルドカードドメイン（*.example.com）は使用できません。ドメインを1つ入力してください。",
    "domains.ipAddress": "IPアドレスは使用できません。ドメイン名を入力してください。",
    "domains.tooLong": "ドメイン名は253文字以内で入力してください。",
    "domains.labelTooLong": "ドメインのドットで区切られた各部分は63文字以内にしてください。",
    "domains.invalidCharacters":
      "ドメイン名の形式が正しくありません。ドットの間には英数字とハイフンを使用してください（例: lp.example.com）。",
    "domains.notRegistrable":
      "登録可能なドメインではありません。.com や .jp などで終わる、お持ちのドメインを入力してください。",
    "domains.productDomain": "このドメインはサービス自体のドメインのため、サイトには使用できません。",
    "domains.taken": "このドメインは既に別のサイトで使用されています。",
    "domains.notSet": "このサイトには独自ドメインが設定されていません。",
    "domains.removed": "独自ドメインを削除しました。サイトは既定のアドレスで公開されます。",
    "domains.problem.noRecord": "{{domain}} の CNAME（または A/AAAA）レコードがまだ見つかりません。",
    "domains.problem.pointsElsewhere":
      "{{domain}} は別の宛先を指しています。CNAME は {{target}} に向けてください。",
    "domains.problem.cnameLoop": "{{domain}} の CNAME レコードが互いを指しループしています。",
    "domains.problem.txtMissing": "TXT レコード {{challenge}} がまだ見つかりません。",
    "domains.problem.txtWrong": "TXT レコード {{challenge}} の値が今回のトークンと一致しません。",
    "domains.problem.caaForbids":
      "{{domain}} の CAA レコードが当サービスの認証局（letsencrypt.org）を許可していません。追加するかレコードを削除してください。",
    "domains.problem.dnsUnreachable":
      "DNS が応答しませんでした（タイムアウトまたはサーバーエラー）。再試行します。",
    "domains.problem.expired": "72時間以内にレコードを確認できませんでした。",
    "domains.problem.recordsRemoved": "{{domain}} の DNS レコードが削除されました。",
    "domains.problem.taken": "このドメインは既に別のサイトで使用されています。",
    "notices.domainWarningTitle": "独自ドメインの DNS レコードが見つかりません",
    "notices.domainWarningContent":
      "{{domain}}（サイト「{{site}}」）の DNS レコードが見つかりません。{{date}} までに戻さないと、このドメインでの公開を停止します。",
    "notices.domainDeactivatedTitle": "独自ドメインでの公開を停止しました",
    "notices.domainDeactivatedContent":
      "{{domain}} の DNS レコードが7日間見つからなかったため、サイト「{{site}}」の公開を停止しました。既定のアドレスでは引き続き公開されます。",
    "mail.domainVerified.subject": "{{domain}} で {{site}} を公開しました",
    "mail.domainVerified.body":
      "独自ドメイン {{domain}} の認証が完了し、サイト「{{site}}」を公開しています。\n{{url}}",
    "mail.domainFailed.subject": "{{domain}} を認証できませんでした",
    "mail.domainFailed.body":
      "サイト「{{site}}」の独自ドメイン {{domain}} を認証できませんでした。\n理由: {{reason}}\nサイトのドメイン設定でレコードを確認し、もう一度認証を開始してください。\n{{url}}\nサイトは既定のアドレスで引き続き公開されます。",
    "mail.domainWarning.subject": "{{domain}} の DNS レコードが見つかりません",
    "mail.domainWarning.body":
      "{{domain}}（サイト「{{site}}」）の DNS レコードが見つかりません。{{date}} までに戻さないと、このドメインでの公開を停止します。\n{{url}}",
    "mail.domainDeactivated.subject": "{{domain}} での {{site}} の公開を停止しました",
    "mail.domainDeactivated.body":
      "{{domain}} の DNS レコードが7日間見つからなかったため、サイト「{{site}}」の公開を停止しました。既定のアドレスでは引き続き公開されます。再び使う場合はサイトのドメイン設定から設定してください。\n{{url}}",
  },
  zh: {
    "domains.required": "请输入域名，例如 lp.example.com。",
    "domains.hasScheme": "请只输入域名，不要带 http:// 或 https://。",
    "domains.hasPath": "请只输入域名，不要带路径（/…）、查询（?…）或 #。",
    "domains.hasPort": "请输入不带端口号（:8080）的域名。",
    "domains.wildcard": "不能使用通配符域名（*.example.com），请输入一个域名。",
    "domains.ipAddress": "不能使用 IP 地址，请输入域名。",
    "domains.tooLong": "域名最多 253 个字符。",
    "domains.labelTooLong": "域名中每个以点分隔的部分最多 63 个字符。",
    "domains.invalidCharacters": "域名格式不正确：点之间只能使用字母、数字和连字符（例如 lp.example.com）。",
    "domains.notRegistrable": "这不是可注册的域名：请输入您拥有的、以 .com 或 .jp 等公共后缀结尾的域名。",
    "domains.productDomain": "该域名属于本服务本身，不能用于站点。",
    "domains.taken": "该域名已被其他站点使用。",
    "domains.notSet": "此站点没有自定义域名。",
    "domains.removed": "已删除自定义域名，站点通过默认地址访问。",
    "domains.problem.noRecord": "尚未找到 {{domain}} 的 CNAME（或 A/AAAA）记录。",
    "domains.problem.pointsElsewhere": "{{domain}} 指向了别处：其 CNAME 必须指向 {{target}}。",
    "domains.problem.cnameLoop": "{{domain}} 的 CNAME 记录相互指向，形成循环。",
    "domains.problem.txtMissing": "尚未找到 TXT 记录 {{challenge}}。",
    "domains.problem.txtWrong": "TXT 记录 {{challenge}} 的值与本次令牌不一致。",
    "domains.problem.caaForbids":
      "{{domain}} 的 CAA 记录不允许本服务的证书颁发机构（letsencrypt.org）；请添加或删除该记录。",
    "domains.problem.dnsUnreachable": "DNS 没有响应（超时或服务器错误），将重试。",
    "domains.problem.expired": "72 小时内未找到这些记录。",
    "domains.problem.recordsRemoved": "{{domain}} 的 DNS 记录已被删除。",
    "domains.problem.taken": "该域名已被其他站点使用。",
    "notices.domainWarningTitle": "自定义域名的 DNS 记录丢失",
    "notices.domainWarningContent":
      "{{domain}}（站点“{{site}}”）的 DNS 记录已不存在。请在 {{date}} 前恢复，否则该域名将停止提供站点。",
    "notices.domainDeactivatedTitle": "自定义域名已停止",
    "notices.domainDeactivatedContent":
      "{{domain}} 的 DNS 记录已缺失 7 天，不再提供站点“{{site}}”。站点仍可通过默认地址访问。",
    "mail.domainVerified.subject": "{{domain}} 现在提供 {{site}}",
    "mail.domainVerified.body": "自定义域名 {{domain}} 已验证，现在提供站点“{{site}}”：\n{{url}}",
    "mail.domainFailed.subject": "无法验证 {{domain}}",
    "mail.domainFailed.body":
      "站点“{{site}}”的自定义域名 {{domain}} 无法验证。\n原因：{{reason}}\n请在站点的域名设置中检查记录并重新开始验证：\n{{url}}\n站点仍可通过默认地址访问。",
    "mail.domainWarning.subject": "{{domain}} 的 DNS 记录丢失",
    "mail.domainWarning.body":
      "{{domain}}（站点“{{site}}”）的 DNS 记录已不存在。请在 {{date}} 前恢复，否则该域名将停止提供站点：\n{{url}}",
    "mail.domainDeactivated.subject": "{{domain}} 不再提供 {{site}}",
    "mail.domainDeactivated.body":
      "{{domain}} 的 DNS 记录已缺失 7 天，因此不再提供站点“{{site}}”。站点仍可通过默认地址访问。如需再次使用该域名，请在站点的域名设置中重新设置：\n{{url}}",
  },
  ko: {
    "domains.required": "도메인을 입력하세요(예: lp.example.com).",
    "domains.hasScheme": "http:// 또는 https:// 없이 도메인만 입력하세요.",
    "domains.hasPath": "경로(/…), 쿼리(?…), # 없이 도메인만 입력하세요.",
    "domains.hasPort": "포트 번호(:8080) 없이 도메인을 입력하세요.",
    "domains.wildcard": "와일드카드 도메인(*.example.com)은 사용할 수 없습니다. 도메인 하나를 입력하세요.",
    "domains.ipAddress": "IP 주소는 사용할 수 없습니다. 도메인 이름을 입력하세요.",
    "domains.tooLong": "도메인 이름은 최대 253자입니다.",
    "domains.labelTooLong": "점으로 구분된 도메인의 각 부분은 최대 63자입니다.",
    "domains.invalidCharacters":
      "올바른 도메인 이름이 아닙니다. 점 사이에는 영문자, 숫자, 하이픈을 사용하세요(예: lp.example.com).",
    "domains.notRegistrable":
      "등록 가능한 도메인이 아닙니다. .com, .jp 등 공개 도메인으로 끝나는 소유 도메인을 입력하세요.",
    "domains.productDomain": "이 도메인은 서비스 자체의 도메인이므로 사이트에 사용할 수 없습니다.",
    "domains.taken": "이 도메인은 이미 다른 사이트에서 사용 중입니다.",
    "domains.notSet": "이 사이트에는 사용자 도메인이 없습니다.",
    "domains.removed": "사용자 도메인을 삭제했습니다. 사이트는 기본 주소에서 제공됩니다.",
    "domains.problem.noRecord": "{{domain}}의 CNAME(또는 A/AAAA) 레코드를 아직 찾지 못했습니다.",
    "domains.problem.pointsElsewhere":
      "{{domain}}이(가) 다른 곳을 가리킵니다. CNAME은 {{target}}을(를) 가리켜야 합니다.",
    "domains.problem.cnameLoop": "{{domain}}의 CNAME 레코드가 서로를 가리켜 순환합니다.",
    "domains.problem.txtMissing": "TXT 레코드 {{challenge}}을(를) 아직 찾지 못했습니다.",
    "domains.problem.txtWrong": "TXT 레코드 {{challenge}}의 값이 이번 토큰과 다릅니다.",
    "domains.problem.caaForbids":
      "{{domain}}의 CAA 레코드가 당사 인증 기관(letsencrypt.org)을 허용하지 않습니다. 추가하거나 레코드를 삭제하세요.",
    "domains.problem.dnsUnreachable": "DNS가 응답하지 않았습니다(시간 초과 또는 서버 오류). 다시 시도합니다.",
    "domains.problem.expired": "72시간 안에 레코드를 찾지 못했습니다.",
    "domains.problem.recordsRemoved": "{{domain}}의 DNS 레코드가 삭제되었습니다.",
    "domains.problem.taken": "이 도메인은 이미 다른 사이트에서 사용 중입니다.",
    "notices.domainWarningTitle": "사용자 도메인의 DNS 레코드 없음",
    "notices.domainWarningContent":
      '{{domain}}(사이트 "{{site}}")의 DNS 레코드가 없습니다. {{date}}까지 복구하지 않으면 이 도메인에서 사이트 제공을 중단합니다.',
    "notices.domainDeactivatedTitle": "사용자 도메인 중단",
    "notices.domainDeactivatedContent":
      '{{domain}}의 DNS 레코드가 7일 동안 없어 사이트 "{{site}}" 제공을 중단했습니다. 사이트는 기본 주소에서 계속 제공됩니다.',
    "mail.domainVerified.subject": "{{domain}}에서 {{site}}을(를) 제공합니다",
    "mail.domainVerified.body":
      '사용자 도메인 {{domain}}이(가) 인증되어 사이트 "{{site}}"을(를) 제공합니다:\n{{url}}',
    "mail.domainFailed.subject": "{{domain}}을(를) 인증하지 못했습니다",
    "mail.domainFailed.body":
      '사이트 "{{site}}"의 사용자 도메인 {{domain}}을(를) 인증하지 못했습니다.\n이유: {{reason}}\n사이트의 도메인 설정에서 레코드를 확인하고 인증을 다시 시작하세요:\n{{url}}\n사이트는 기본 주소에서 계속 제공됩니다.',
    "mail.domainWarning.subject": "{{domain}}의 DNS 레코드가 없습니다",
    "mail.domainWarning.body":
      '{{domain}}(사이트 "{{site}}")의 DNS 레코드가 없습니다. {{date}}까지 복구하지 않으면 이 도메인에서 사이트 제공을 중단합니다:\n{{url}}',
    "mail.domainDeactivated.subject": "{{domain}}에서 더 이상 {{site}}을(를) 제공하지 않습니다",
    "mail.domainDeactivated.body":
      '{{domain}}의 DNS 레코드가 7일 동안 없어 사이트 "{{site}}"을(를) 더 이상 제공하지 않습니다. 사이트는 기본 주소에서 계속 제공됩니다. 다시 사용하려면 사이트의 도메인 설정에서 설정하세요:\n{{url}}',
  },
};
