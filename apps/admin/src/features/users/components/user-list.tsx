import { Button, Select, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { childAccountKinds, contractStatuses, type UserListItem, type UserListQuery } from "@mekuri/domain";
import { IconFileImport, IconPlus, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { TableColumn } from "@/components/data-table";
import { PagedList } from "@/components/paged-list";
import { useCurrentUser } from "@/features/shell";
import { useListFilters } from "@/hooks/use-list-filters";
import { useAssignablePlans } from "../api/get-assignable-plans";
import { useUsers } from "../api/get-users";
import { ContractStatusBadge } from "./status-badge";
import { UserImportModal } from "./user-import-modal";

const pageSize = 20;

/** admin.md §2 User list: search, filters and paging over the accounts below the caller. */
export function UserList() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { filters, setFilter, page, setPage } = useListFilters({
    search: "",
    kind: null as UserListQuery["kind"] | null,
    contractStatus: null as UserListQuery["contractStatus"] | null,
    planId: null as string | null,
  });
  const [debounced] = useDebouncedValue(filters.search.trim(), 300);
  const [importing, setImporting] = useState(false);
  const plans = useAssignablePlans();
  const users = useUsers({
    page,
    pageSize,
    search: debounced || undefined,
    kind: filters.kind ?? undefined,
    contractStatus: filters.contractStatus ?? undefined,
    planId: filters.planId ?? undefined,
  });
  const canManage = user.permissions.includes("users:manage");
  const detailPath = (item: UserListItem) => `/${user.userTypeId}/user/${item.id}`;
  const columns: TableColumn<UserListItem>[] = [
    {
      id: "company",
      header: t("accounts.users.companyName"),
      cell: (item) => (
        <>
          <Text component={Link} to={detailPath(item)} fw={600} size="sm" c="ink.8">
            {item.companyName}
          </Text>
          <Text size="xs" c="dimmed">
            {item.contactName}
          </Text>
        </>
      ),
    },
    { id: "email", header: t("accounts.users.email"), cell: (item) => item.email },
    { id: "kind", header: t("accounts.users.kind"), cell: (item) => t(`accountKinds.${item.kind}`) },
    {
      id: "plan",
      header: t("accounts.users.plan"),
      cell: (item) => item.plan?.name ?? t("accounts.users.noPlan"),
    },
    {
      id: "status",
      header: t("accounts.users.status"),
      cell: (item) => <ContractStatusBadge status={item.contractStatus} />,
    },
    { id: "end", header: t("accounts.users.contractEnd"), cell: (item) => item.contractEndDate ?? "—" },
    { id: "parent", header: t("accounts.users.parent"), cell: (item) => item.parent?.companyName ?? "—" },
  ];

  return (
    <>
      <PagedList
        query={users}
        columns={columns}
        minWidth={860}
        emptyText={t("accounts.common.empty")}
        totalText={(count) => t("accounts.common.total", { count })}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onRowClick={(item) => navigate(detailPath(item))}
        filters={
          <>
            <TextInput
              label={t("accounts.common.search")}
              placeholder={t("accounts.users.searchPlaceholder")}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={filters.search}
              onChange={(event) => setFilter("search")(event.currentTarget.value)}
              w={{ base: "100%", sm: 260 }}
            />
            <Select
              label={t("accounts.users.filterKind")}
              placeholder={t("accounts.common.all")}
              data={childAccountKinds.map((value) => ({ value, label: t(`accountKinds.${value}`) }))}
              value={filters.kind}
              onChange={(value) => setFilter("kind")(value as UserListQuery["kind"] | null)}
              clearable
              w={{ base: "47%", sm: 170 }}
            />
            <Select
              label={t("accounts.users.filterStatus")}
              placeholder={t("accounts.common.all")}
              data={contractStatuses.map((value) => ({ value, label: t(`contractStatuses.${value}`) }))}
              value={filters.contractStatus}
              onChange={(value) =>
                setFilter("contractStatus")(value as UserListQuery["contractStatus"] | null)
              }
              clearable
              w={{ base: "47%", sm: 150 }}
            />
            <Select
              label={t("accounts.users.filterPlan")}
              placeholder={t("accounts.common.all")}
              data={(plans.data?.items ?? []).map((plan) => ({ value: plan.id, label: plan.name }))}
              value={filters.planId}
              onChange={setFilter("planId")}
              clearable
              searchable
              w={{ base: "100%", sm: 200 }}
            />
          </>
        }
        actions={
          canManage ? (
            <>
              <Button
                variant="default"
                leftSection={<IconFileImport size={18} aria-hidden />}
                onClick={() => setImporting(true)}
              >
                {t("accounts.users.import")}
              </Button>
              <Button
                component={Link}
                to={`/${user.userTypeId}/create-user/${user.account.id}`}
                leftSection={<IconPlus size={18} aria-hidden />}
              >
                {t("accounts.users.create")}
              </Button>
            </>
          ) : null
        }
      />
      <UserImportModal opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
