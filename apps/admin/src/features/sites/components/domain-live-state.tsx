import { Badge, Button, Code, Group, Stack, Text } from "@mantine/core";
import {
  type CustomDomainStatus,
  challengeName,
  type DomainState,
  type Locale,
  messageRef,
} from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { useDateTimeFormat } from "@/lib/date-time";
import { useLocale } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";

const stateColours: Record<DomainState, string> = {
  pending: "gray",
  dns_found: "blue",
  verified: "teal",
  active: "green",
  failed: "red",
};

/** The last check's problem in words, with the names it speaks of. */
export function problemTextOf(status: CustomDomainStatus, locale: Locale): string | undefined {
  if (!status.problem) return undefined;
  const target = status.records.find((record) => record.type === "CNAME")?.value ?? "";
  return localizeMessage(
    messageRef(`domains.problem.${status.problem}`, {
      domain: status.domain,
      target,
      challenge: challengeName(status.domain),
    }),
    locale,
  );
}

/** The domain's state as the last check left it, when it is checked next, and a check on demand. */
export function LiveState({
  status,
  onCheck,
  checking,
  readOnly,
}: {
  status: CustomDomainStatus;
  onCheck: () => void;
  checking: boolean;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const problem = problemTextOf(status, useLocale());
  const time = (iso: string) => format.format(new Date(iso));
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {t("customDomain.state")}
        </Text>
        <Badge color={stateColours[status.state]} variant="light" data-testid="domain-state">
          {t(`customDomain.states.${status.state}`)}
        </Badge>
        <Code>{status.domain}</Code>
      </Group>
      {problem ? (
        <Text size="sm" c={status.state === "failed" ? "red.8" : "orange.9"} role="status">
          {problem}
        </Text>
      ) : null}
      <Text size="xs" c="gray.7">
        {status.lastCheckedAt
          ? t("customDomain.lastChecked", { time: time(status.lastCheckedAt) })
          : t("customDomain.notChecked")}
        {status.nextCheckAt ? ` · ${t("customDomain.nextCheck", { time: time(status.nextCheckAt) })}` : ""}
      </Text>
      {status.state !== "active" && status.state !== "failed" ? (
        <Text size="xs" c="gray.7">
          {t("customDomain.deadline", { time: time(status.deadline) })}
        </Text>
      ) : null}
      {status.state !== "failed" ? (
        <Group>
          <Button variant="light" onClick={onCheck} loading={checking} disabled={readOnly}>
            {t("customDomain.checkNow")}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
