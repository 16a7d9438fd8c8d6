import type { Translations } from "./en.ts";

export const ko: Translations = {
  "notices.startRequired": "예약 공개에는 시작 일시가 필요합니다.",
  "notices.endRequired": "시작 일시 이후의 종료 일시를 입력하세요.",
  "notices.endAfterStart": "종료 일시는 시작 일시 이후여야 합니다.",
  "notices.targetsRequired": "대상을 하나 이상 선택하세요.",
  "notices.targetNotAllowed": "{{target}}에게는 알림을 보낼 수 없습니다.",
  "notices.notFound": "이 알림은 존재하지 않습니다.",
  "notices.created": "알림을 만들었습니다.",
  "notices.updated": "알림을 수정했습니다.",
  "notices.deleted": "알림을 삭제했습니다.",
  "notices.domainVerifiedTitle": "사용자 도메인이 인증되었습니다",
  "notices.domainVerifiedContent": '{{domain}}에서 사이트 "{{site}}"를 제공합니다.',
  "notices.domainFailedTitle": "사용자 도메인을 인증하지 못했습니다",
  "notices.domainFailedContent":
    '사이트 "{{site}}"의 {{domain}}을(를) 인증하지 못했습니다. DNS 레코드를 확인하세요.',
  "notices.contractEndingTitle": "계약이 곧 종료됩니다",
  "notices.contractEndingContent": "계약은 {{date}}에 종료됩니다. 그 이후 사이트는 비공개가 됩니다.",
  "notices.contractEndedTitle": "계약이 종료되었습니다",
  "notices.contractEndedContent": "계약이 {{date}}에 종료되었습니다. 사이트는 현재 비공개입니다.",
  "notices.planChangeScheduledTitle": "플랜 변경이 예약되었습니다",
  "notices.planChangeScheduledContent": "{{date}}부터 플랜이 {{plan}}(으)로 변경됩니다.",
  "notices.planChangeTitle": "플랜 변경이 적용되었습니다",
  "notices.planChangeContent": "{{date}}부터 플랜은 {{plan}}입니다.",
  "notices.paymentFailedTitle": "결제에 실패했습니다",
  "notices.paymentFailedContent": "{{month}} 결제에 실패했습니다. 결제 수단을 확인하세요.",
};
