import type { Translations } from "./en.ts";

export const ja: Translations = {
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
};
