import type { Translations } from "./en.ts";

export const zh: Translations = {
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
};
