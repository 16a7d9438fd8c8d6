import { ActionIcon, Badge, Button, Card, Group, Select, Stack, Table, Text } from "@mantine/core";
import { type Plan, type PlanListQuery, planChannels, planTiers } from "@mekuri/domain";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "@/components/confirm-delete-modal";
import { ListFooter } from "@/components/list-footer";
import { LoadFailed } from "@/components/load-failed";
import { useDeletePlan } from "../api/delete-plan";
import { usePlanPage } from "../api/get-plans";
import { PlanFormModal } from "./plan-form-modal";

const pageSize = 20;

/** admin.md §2 Plan management (master): filters, create, edit, delete with confirmation. */
export function PlanManagement() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Partial<PlanListQuery>>({});
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Plan | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const plans = usePlanPage({ ...filters, page, pageSize });
  const remove = useDeletePlan();
  const setFilter = (name: keyof PlanListQuery) => (value: string | null) => {
    setFilters((current) => ({ ...current, [name]: value ?? undefined }));
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: 1 }}>
          <Select
            label={t("accounts.plans.filterTier")}
            placeholder={t("accounts.common.all")}
            data={planTiers.map((value) => ({ value, label: t(`accounts.plans.tiers.${value}`) }))}
            value={filters.tier ?? null}
            onChange={setFilter("tier")}
            clearable
            w={{ base: "47%", sm: 160 }}
          />
          <Select
            label={t("accounts.plans.filterChannel")}
            placeholder={t("accounts.common.all")}
            data={planChannels.map((value) => ({ value, label: t(`accounts.plans.channels.${value}`) }))}
            value={filters.channel ?? null}
            onChange={setFilter("channel")}
            clearable
            w={{ base: "47%", sm: 160 }}
          />
          <Select
            label={t("accounts.plans.filterTrial")}
            placeholder={t("accounts.common.all")}
            data={[
              { value: "true", label: t("accounts.plans.onlyTrial") },
              { value: "false", label: t("accounts.plans.excludeTrial") },
            ]}
            value={filters.trial ?? null}
            onChange={setFilter("trial")}
            clearable
            w={{ base: "47%", sm: 160 }}
          />
          <Select
            label={t("accounts.plans.filterMultilingual")}
            placeholder={t("accounts.common.all")}
            data={[
              { value: "true", label: t("accounts.common.yes") },
              { value: "false", label: t("accounts.common.none") },
            ]}
            value={filters.multilingual ?? null}
            onChange={setFilter("multilingual")}
            clearable
            w={{ base: "47%", sm: 160 }}
          />
        </Group>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
          {t("accounts.plans.create")}
        </Button>
      </Group>
      {plans.isError ? (
        <LoadFailed error={plans.error} onRetry={() => plans.refetch()} />
      ) : (
        <Card withBorder p={0}>
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("accounts.plans.name")}</Table.Th>
                  <Table.Th ta="right">{t("accounts.plans.price")}</Table.Th>
                  <Table.Th ta="right">{t("accounts.plans.quantitySite")}</Table.Th>
                  <Table.Th ta="right">{t("accounts.plans.quantitySwipe")}</Table.Th>
                  <Table.Th ta="right">{t("accounts.plans.limitAccess")}</Table.Th>
                  <Table.Th ta="right">{t("accounts.plans.accounts")}</Table.Th>
                  <Table.Th>{t("accounts.common.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(plans.data?.items ?? []).map((plan) => (
                  <Table.Tr key={plan.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {plan.name}
                      </Text>
                      <Group gap={4} mt={2}>
                        <Badge size="xs" variant="light">
                          {t(`accounts.plans.tiers.${plan.tier}`)}
                        </Badge>
                        {plan.multilingual ? (
                          <Badge size="xs" variant="light" color="grape">
                            {t("accounts.plans.multilingual")}
                          </Badge>
                        ) : null}
                        {plan.trial ? (
                          <Badge size="xs" variant="light" color="yellow">
                            {t("accounts.plans.trial")}
                          </Badge>
                        ) : null}
                        {plan.channel === "ep_oem" ? (
                          <Badge size="xs" variant="light" color="coral">
                            EP/OEM
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">
                      {t("accounts.common.yen", { amount: plan.price.toLocaleString() })}
                    </Table.Td>
                    <Table.Td ta="right">{plan.quantitySite}</Table.Td>
                    <Table.Td ta="right">{plan.quantitySwipe}</Table.Td>
                    <Table.Td ta="right">{plan.limitAccess.toLocaleString()}</Table.Td>
                    <Table.Td ta="right">{plan.accountCount}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${t("accounts.common.edit")} ${plan.name}`}
                          onClick={() => setEditing(plan)}
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`${t("accounts.common.delete")} ${plan.name}`}
                          onClick={() => setDeleting(plan)}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {plans.data?.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t("accounts.common.empty")}
            </Text>
          ) : null}
        </Card>
      )}
      <ListFooter
        totalText={t("accounts.common.total", { count: plans.data?.total ?? 0 })}
        total={plans.data?.total ?? 0}
        pageSize={pageSize}
        page={page}
        onPageChange={setPage}
      />
      <PlanFormModal
        plan={editing ?? null}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t("accounts.common.confirmDelete")}
        message={t("accounts.common.deleteWarning", { name: deleting?.name ?? "" })}
        confirmLabel={t("accounts.common.delete")}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
