import { Group, List, Text, ThemeIcon } from "@mantine/core";
import { type PlanLimits, planCapabilities, planFlags } from "@mekuri/domain";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** What a plan allows, read through `planCapabilities` like the server does. */
export function PlanFeatures({ plan }: { plan: PlanLimits }) {
  const { t } = useTranslation();
  const caps = planCapabilities(plan);
  return (
    <List spacing={4} size="sm" center>
      <List.Item
        icon={
          <ThemeIcon size={18} radius="xl" color="teal" variant="light">
            <IconCheck size={12} />
          </ThemeIcon>
        }
      >
        {t("accounts.plans.quantitySite")}: {t("accounts.common.sites", { count: caps.maxSites })}
      </List.Item>
      <List.Item
        icon={
          <ThemeIcon size={18} radius="xl" color="teal" variant="light">
            <IconCheck size={12} />
          </ThemeIcon>
        }
      >
        {t("accounts.plans.quantitySwipe")}: {t("accounts.common.pages", { count: caps.maxPagesPerSite })}
      </List.Item>
      <List.Item
        icon={
          <ThemeIcon size={18} radius="xl" color="teal" variant="light">
            <IconCheck size={12} />
          </ThemeIcon>
        }
      >
        {t("accounts.plans.limitAccess")}: {caps.monthlyPageViews.toLocaleString()} PV
        <Text span size="xs" c="dimmed">
          {" "}
          (+{t("accounts.common.yen", { amount: caps.overagePricePerThousand.toLocaleString() })} / 1,000 PV)
        </Text>
      </List.Item>
      {planFlags.map((flag) => (
        <List.Item
          key={flag}
          icon={
            <ThemeIcon size={18} radius="xl" color={caps.features[flag] ? "teal" : "gray"} variant="light">
              {caps.features[flag] ? <IconCheck size={12} /> : <IconX size={12} />}
            </ThemeIcon>
          }
        >
          <Group gap={4}>
            <Text
              size="sm"
              c={caps.features[flag] ? undefined : "dimmed"}
              td={caps.features[flag] ? undefined : "line-through"}
            >
              {t(`accounts.plans.flags.${flag}`)}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
