import { Button, Card, Group, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { childAccountKinds, contractStatuses, type UserListQuery } from "@mekuri/domain";
import { IconFileImport, IconPlus, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ListFooter } from "@/components/list-footer";
import { LoadFailed } from "@/components/load-failed";
import { useCurrentUser } from "@/features/shell";
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
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [kind, setKind] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [planId, setPlanId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [importing, setImporting] = useState(false);
  const plans = useAssignablePlans();
  const filters: Partial<UserListQuery> = {
    page,
    pageSize,
    search: debounced || undefined,
    kind: (kind as UserListQuery["kind"]) ?? undefined,
    contractStatus: (status as UserListQuery["contractStatus"]) ?? undefined,
    planId: planId ?? undefined,
  };
  const users = useUsers(filters);
  const canManage = user.permissions.includes("users:manage");
  const resetPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: 1 }}>
          <TextInput
            label={t("accounts.common.search")}
            placeholder={t("accounts.users.searchPlaceholder")}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => resetPage(setSearch)(event.currentTarget.value)}
            w={{ base: "100%", sm: 260 }}
          />
          <Select
            label={t("accounts.users.filterKind")}
            placeholder={t("accounts.common.all")}
            data={childAccountKinds.map((value) => ({ value, label: t(`accountKinds.${value}`) }))}
            value={kind}
            onChange={resetPage(setKind)}
            clearable
            w={{ base: "47%", sm: 170 }}
          />
          <Select
            label={t("accounts.users.filterStatus")}
            placeholder={t("accounts.common.all")}
            data={contractStatuses.map((value) => ({ value, label: t(`contractStatuses.${value}`) }))}
            value={status}
            onChange={resetPage(setStatus)}
            clearable
            w={{ base: "47%", sm: 150 }}
          />
          <Select
            label={t("accounts.users.filterPlan")}
            placeholder={t("accounts.common.all")}
            data={(plans.data?.items ?? []).map((plan) => ({ value: plan.id, label: plan.name }))}
            value={planId}
            onChange={resetPage(setPlanId)}
            clearable
            searchable
            w={{ base: "100%", sm: 200 }}
          />
        </Group>
        {canManage ? (
          <Group gap="sm">
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
          </Group>
        ) : null}
      </Group>

      {users.isError ? (
        <LoadFailed error={users.error} onRetry={() => users.refetch()} />
      ) : (
        <Card p={0} withBorder>
          <Table.ScrollContainer minWidth={860}>
            <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("accounts.users.companyName")}</Table.Th>
                  <Table.Th>{t("accounts.users.email")}</Table.Th>
                  <Table.Th>{t("accounts.users.kind")}</Table.Th>
                  <Table.Th>{t("accounts.users.plan")}</Table.Th>
                  <Table.Th>{t("accounts.users.status")}</Table.Th>
                  <Table.Th>{t("accounts.users.contractEnd")}</Table.Th>
                  <Table.Th>{t("accounts.users.parent")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(users.data?.items ?? []).map((item) => (
                  <Table.Tr
                    key={item.id}
                    style={{ cursor: "pointer" }}
                    onClick={() => navigate(`/${user.userTypeId}/user/${item.id}`)}
                  >
                    <Table.Td>
                      <Text
                        component={Link}
                        to={`/${user.userTypeId}/user/${item.id}`}
                        fw={600}
                        size="sm"
                        c="ink.8"
                      >
                        {item.companyName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {item.contactName}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{item.email}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{t(`accountKinds.${item.kind}`)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{item.plan?.name ?? t("accounts.users.noPlan")}</Text>
                    </Table.Td>
                    <Table.Td>
                      <ContractStatusBadge status={item.contractStatus} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{item.contractEndDate ?? "—"}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{item.parent?.companyName ?? "—"}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {users.data && users.data.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t("accounts.common.empty")}
            </Text>
          ) : null}
        </Card>
      )}
      <ListFooter
        totalText={t("accounts.common.total", { count: users.data?.total ?? 0 })}
        total={users.data?.total ?? 0}
        pageSize={pageSize}
        page={page}
        onPageChange={setPage}
      />
      <UserImportModal opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
