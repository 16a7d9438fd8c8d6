import { Alert, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { UserPlan } from "@mekuri/domain";
import { IconCalendarEvent } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "@/components/load-failed";
import { usePlanList } from "../api/get-plans";
import { useUserPlan } from "../api/get-user-plan";
import { PlanFeatures } from "./plan-features";

/** admin.md §2 Plan confirmation: the plan in force, the change waiting for the 1st, the price list. */
export function PlanCheck({ accountId }: { accountId?: string }) {
  const { t } = useTranslation();
  const state = useUserPlan(accountId);
  const list = usePlanList();
  if (state.isPending) return <Loader />;
  if (state.isError) return <LoadFailed error={state.error} onRetry={() => state.refetch()} />;
  const { current, scheduled } = state.data;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg">
          <Text size="sm" c="dimmed" fw={600}>
            {t("accounts.plans.current")} · {state.data.companyName}
          </Text>
          {current ? (
            <>
              <Group justify="space-between" align="flex-end" mt={4} mb="md">
                <Title order={2} fz={26}>
                  {current.name}
                </Title>
                <Text fw={700} fz="lg">
                  {t("accounts.common.yen", { amount: current.price.toLocaleString() })}
                  <Text span size="sm" c="dimmed">
                    {" "}
                    / {t("accounts.plans.monthly")}
                  </Text>
                </Text>
              </Group>
              <Text size="sm" mb="sm">
                {t("accounts.plans.yourSites")}: {state.data.sites} / {current.quantitySite} ·{" "}
                {t("accounts.plans.contractTerm")}:{" "}
                {t("accounts.plans.termMonths", { count: current.contractTermMonths })}
              </Text>
              <PageViewsLine pageViews={state.data.pageViews} />
              <PlanFeatures plan={current} />
            </>
          ) : (
            <Alert color="yellow" mt="md">
              {t("accounts.plans.noCurrent")}
            </Alert>
          )}
        </Card>
        {scheduled ? (
          <Card withBorder padding="lg" bg="coral.0">
            <Group gap="xs">
              <IconCalendarEvent size={18} aria-hidden />
              <Text size="sm" fw={600}>
                {t("accounts.plans.next")}
              </Text>
            </Group>
            <Title order={2} fz={22} mt={4}>
              {scheduled.plan.name}
            </Title>
            <Text size="sm" mb="md">
              {t("accounts.plans.effectiveFrom", { date: scheduled.effectiveDate })}
            </Text>
            <PlanFeatures plan={scheduled.plan} />
          </Card>
        ) : null}
      </SimpleGrid>
      <div>
        <Title order={2} fz="lg" mb="sm">
          {t("accounts.plans.compare")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {(list.data?.items ?? [])
            .filter((plan) => !plan.trial)
            .map((plan) => (
              <Card
                key={plan.id}
                withBorder
                padding="md"
                style={
                  plan.id === current?.id
                    ? { borderColor: "var(--mantine-color-coral-6)", borderWidth: 2 }
                    : undefined
                }
              >
                <Group justify="space-between" mb={4}>
                  <Text fw={700}>{plan.name}</Text>
                  {plan.id === current?.id ? <Badge size="sm">{t("accounts.plans.current")}</Badge> : null}
                </Group>
                <Text fw={600} mb="sm">
                  {t("accounts.common.yen", { amount: plan.price.toLocaleString() })}
                  <Text span size="xs" c="dimmed">
                    {" "}
                    / {t("accounts.plans.monthly")}
                  </Text>
                </Text>
                <PlanFeatures plan={plan} />
              </Card>
            ))}
        </SimpleGrid>
      </div>
    </Stack>
  );
}

/** The month's page views against the plan's traffic limit, and the overage charge when over it. */
function PageViewsLine({ pageViews }: { pageViews: UserPlan["pageViews"] }) {
  const { t } = useTranslation();
  const pv = pageViews.pageViews.toLocaleString();
  return (
    <Text size="sm" mb="sm">
      {t("accounts.plans.pageViews")}:{" "}
      {pageViews.limit === null
        ? t("accounts.plans.pageViewsUnlimited", { pv })
        : t("accounts.plans.pageViewsOfLimit", { pv, limit: pageViews.limit.toLocaleString() })}
      {pageViews.overage > 0 && (
        <Text span c="red" fw={600}>
          {" "}
          {t("accounts.plans.pageViewsOverage", {
            over: pageViews.overage.toLocaleString(),
            charge: t("accounts.common.yen", { amount: pageViews.overageCharge.toLocaleString() }),
          })}
        </Text>
      )}
    </Text>
  );
}
