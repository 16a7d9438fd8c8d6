import type { Translations } from "./en.ts";

export const ko: Translations = {
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
};
