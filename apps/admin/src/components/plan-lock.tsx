import { Alert } from "@mantine/core";
import type { MessageKey, PlanFlag } from "@mekuri/domain";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";

const lockMessages: Partial<Record<PlanFlag, string>> = {
  settingPopupCta: "sites.lockedPopupCta",
  settingFormContact: "sites.lockedFormContact",
  multiLanguage: "sites.lockedMultiLanguage",
  settingTagSeo: "sites.lockedTagSeo",
  privateDomain: "sites.lockedPrivateDomain",
  analyticsEffect: "plans.featureLocked",
};

/**
 * Says which plan feature a locked setting or screen needs, with the server's own wording; `message`
 * names the setting where one feature locks several kinds of them (the tag feature, decision 034).
 */
export function PlanLock({ flag, message }: { flag: PlanFlag; message?: MessageKey }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ref = message ?? lockMessages[flag];
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconLock size={18} aria-hidden />}
      title={t("sites.lock.title")}
    >
      {ref ? localizeMessage(ref, locale) : null} {t("sites.lock.upgrade")}
    </Alert>
  );
}
