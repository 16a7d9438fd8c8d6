import type { Translations } from "./en.ts";

export const ko: Translations = {
  "members.registerSent": "메일을 보냈습니다. 24시간 이내에 메일의 링크를 열어 가입을 완료해 주세요.",
  "members.emailRegistered": "이 이메일 주소는 이 사이트에 이미 등록되어 있습니다. 로그인해 주세요.",
  "members.registerLinkInvalid":
    "이 가입 링크는 유효하지 않거나 이미 사용되었거나 만료되었습니다. 다시 가입해 주세요.",
  "members.registered": "회원가입이 완료되었습니다. 로그인되었습니다.",
  "members.resendSent":
    "가입 대기 중인 주소라면 새 링크를 보냈습니다. 이전 링크는 더 이상 사용할 수 없습니다.",
  "members.agreementRequired": "이용약관과 개인정보 처리방침에 동의해 주세요.",
  "members.resetSent":
    "이 사이트에 등록된 주소라면 새 비밀번호를 설정하는 링크를 보냈습니다. 링크는 {{minutes}}분 동안 유효합니다.",
  "members.resetLinkInvalid":
    "이 링크는 유효하지 않거나 이미 사용되었거나 만료되었습니다. 새 링크를 요청해 주세요.",
  "members.passwordReset": "새 비밀번호가 설정되었습니다. 로그인되었습니다.",
  "forms.invalid": "입력 내용을 확인해 주세요.",
  "forms.locked": "이 사이트에서는 이 양식을 사용할 수 없습니다.",
  "forms.contactSent": "문의해 주셔서 감사합니다. 24시간 이내에 답변드리겠습니다.",
  "forms.formSent": "제출해 주셔서 감사합니다. 24시간 이내에 답변드리겠습니다.",
  "forms.number": "숫자를 입력해 주세요.",
  "forms.option": "목록의 선택지 중에서 골라 주세요.",
  "forms.singleOption": "선택지는 하나만 골라 주세요.",
  "forms.unknownField": "이 항목은 양식에 없습니다.",
  "surveys.questionRequired": "질문을 하나 이상 추가해 주세요.",
  "surveys.choiceRequired": "답변 선택지를 하나 이상 추가해 주세요.",
  "surveys.answerRequired": "이 질문에 답해 주세요.",
  "surveys.choice": "이 질문의 선택지 중에서 골라 주세요.",
  "surveys.singleChoice": "답변은 하나만 골라 주세요.",
  "surveys.thanks": "응답해 주셔서 감사합니다. 점수: {{score}}",
  "surveys.created": "설문을 만들었습니다.",
  "surveys.updated": "설문을 수정했습니다.",
  "surveys.deleted": "설문을 삭제했습니다.",
  "surveys.csvScore": "점수",
  "siteData.csvDate": "일시",
  "siteData.csvLang": "언어",
  "siteData.csvEmail": "이메일 주소",
  "siteData.csvMode": "모드",
  "mail.memberRegister.subject": "[{{site}}] 회원가입을 완료해 주세요",
  "mail.memberRegister.body":
    "{{site}}에 가입해 주셔서 감사합니다.\n\n{{hours}}시간 이내에 다음 링크를 열어 가입을 완료해 주세요.\n{{url}}\n\n가입하지 않으셨다면 이 메일을 무시해 주세요. 아무것도 등록되지 않습니다.",
  "mail.memberReset.subject": "[{{site}}] 새 비밀번호 설정",
  "mail.memberReset.body":
    "{{site}} 회원 비밀번호 재설정이 요청되었습니다.\n\n{{minutes}}분 이내에 다음 링크를 열어 새 비밀번호를 설정해 주세요.\n{{url}}\n\n본인이 요청하지 않았다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.",
  "mail.contactNotice.subject": "[{{site}}] 새 문의",
  "mail.contactNotice.body":
    "{{date}}에 {{site}}({{lang}})의 문의 양식으로 방문자가 내용을 보냈습니다.\n\n{{answers}}\n\n문의 목록은 관리 화면의 사이트 CONTACT 탭에 있습니다.",
};
