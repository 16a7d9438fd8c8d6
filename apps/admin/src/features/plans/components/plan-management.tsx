import { ActionIcon, Badge, Button, Group, Select, Text } from "@mantine/core";
import { type Plan, type PlanListQuery, planChannels, planTiers } from "@mekuri/domain";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "@/components/confirm-delete-modal";
import type { TableColumn } from "@/components/data-table";
import { PagedList } from "@/components/paged-list";
import { useListFilters } from "@/hooks/use-list-filters";
import { useDeletePlan } from "../api/delete-plan";
import { usePlanPage } from "../api/get-plans";
import { PlanFormModal } from "./plan-form-modal";

const pageSize = 20;

/** admin.md §2 Plan management (master): filters, create, edit, delete with confirmation. */
export function PlanManagement() {
  const { t } = useTranslation();
  const { filters, setFilter, page, setPage } = useListFilters<Partial<PlanListQuery>>({});
  const [editing, setEditing] = useState<Plan | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const plans = usePlanPage({ ...filters, page, pageSize });
  const remove = useDeletePlan();
  // The selects offer only the schema's values.
  const choose =
    <K extends "tier" | "channel" | "trial" | "multilingual">(name: K) =>
    (value: string | null) =>
      setFilter(name)((value ?? undefined) as PlanListQuery[K]);
  const figure = (id: string, header: string, cell: (plan: Plan) => ReactNode): TableColumn<Plan> => ({
    id,
    header,
    cell,
    align: "right",
  });
  const columns: TableColumn<Plan>[] = [
    { id: "name", header: t("accounts.plans.name"), cell: (plan) => <PlanName plan={plan} /> },
    figure("price", t("accounts.plans.price"), (plan) =>
      t("accounts.common.yen", { amount: plan.price.toLocaleString() }),
    ),
    figure("sites", t("accounts.plans.quantitySite"), (plan) => plan.quantitySite),
    figure("swipes", t("accounts.plans.quantitySwipe"), (plan) => plan.quantitySwipe),
    figure("access", t("accounts.plans.limitAccess"), (plan) => plan.limitAccess.toLocaleString()),
    figure("accounts", t("accounts.plans.accounts"), (plan) => plan.accountCount),
    {
      id: "actions",
      header: t("accounts.common.actions"),
      cell: (plan) => (
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
      ),
    },
  ];

  return (
    <>
      <PagedList
        query={plans}
        columns={columns}
        minWidth={900}
        emptyText={t("accounts.common.empty")}
        totalText={(count) => t("accounts.common.total", { count })}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        filters={
          <>
            <Select
              label={t("accounts.plans.filterTier")}
              placeholder={t("accounts.common.all")}
              data={planTiers.map((value) => ({ value, label: t(`accounts.plans.tiers.${value}`) }))}
              value={filters.tier ?? null}
              onChange={choose("tier")}
              clearable
              w={{ base: "47%", sm: 160 }}
            />
            <Select
              label={t("accounts.plans.filterChannel")}
              placeholder={t("accounts.common.all")}
              data={planChannels.map((value) => ({ value, label: t(`accounts.plans.channels.${value}`) }))}
              value={filters.channel ?? null}
              onChange={choose("channel")}
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
              onChange={choose("trial")}
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
              onChange={choose("multilingual")}
              clearable
              w={{ base: "47%", sm: 160 }}
            />
          </>
        }
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
            {t("accounts.plans.create")}
          </Button>
        }
      />
      {editing !== undefined ? (
        <PlanFormModal plan={editing} opened onClose={() => setEditing(undefined)} />
      ) : null}
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t("accounts.common.confirmDelete")}
        message={t("accounts.common.deleteWarning", { name: deleting?.name ?? "" })}
        confirmLabel={t("accounts.common.delete")}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/** The plan's name with its kind: tier, and multilingual, trial and EP/OEM where they apply. */
function PlanName({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
