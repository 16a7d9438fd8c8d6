import { Badge, Group, Stack, Text } from "@mantine/core";
import { challengeName, type DomainState, messageRef, type SiteDomainSummary } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";

const colours: Record<DomainState, string> = {
  pending: "gray",
  dns_found: "blue",
  verified: "teal",
  active: "green",
  failed: "red",
};

/**
 * A site's custom domain in the list: its state, and what is wrong with it if anything. `target` is
 * the host its CNAME must name (the site's default host, which the list's URL shows until active).
 */
export function SiteDomainState({ domain, target }: { domain: SiteDomainSummary; target: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const problem = domain.problem
    ? localizeMessage(
        messageRef(`domains.problem.${domain.problem}`, {
          domain: domain.name,
          target,
          challenge: challengeName(domain.name),
        }),
        locale,
      )
    : undefined;
  return (
    <Stack gap={2} maw={260}>
      <Group gap={4} wrap="nowrap">
        <Badge size="xs" variant="light" color={colours[domain.state]}>
          {t(`customDomain.states.${domain.state}`)}
        </Badge>
        <Text size="xs" truncate title={domain.name}>
          {domain.name}
        </Text>
      </Group>
      {problem ? (
        <Text size="xs" c={domain.state === "failed" ? "red.8" : "gray.7"} lineClamp={2} title={problem}>
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
