import { Card, Group, Select, Stack, Text } from "@mantine/core";
import { addMonths, jstMonth, type PaymentStatus, paymentStatuses } from "@mekuri/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CsvExportButton } from "@/components/csv-export-button";
import { ListFooter } from "@/components/list-footer";
import { LoadFailed } from "@/components/load-failed";
import { type BillFilters, exportBillsCsv, useBilledAccounts, useBills } from "../api/get-bills";
import { PaymentTable } from "./payment-table";

const pageSize = 20;
/** The month filter offers the last two years of closed months. */
const monthsOffered = 24;

function recentMonths(now = new Date()): string[] {
  const current = `${jstMonth(now)}-01`;
  return Array.from({ length: monthsOffered }, (_, index) => addMonths(current, -(index + 1)).slice(0, 7));
}

/** admin.md §2 Payment list: bills of the caller's tree by month, status and account, with CSV. */
export function PaymentList() {
  const { t } = useTranslation();
  const [month, setMonth] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [accountId, setAccountId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const filters: BillFilters = {
    month: month ?? undefined,
    status: (status as PaymentStatus | null) ?? undefined,
    accountId: accountId ?? undefined,
  };
  const bills = useBills(filters, page, pageSize);
  const accounts = useBilledAccounts();
  const choose = (set: (value: string | null) => void) => (value: string | null) => {
    set(value);
    setPage(1);
  };
  const all = { value: "", label: t("billing.all") };

  return (
    <Stack gap="md">
      <Text c="gray.7" size="sm">
        {t("billing.description")}
      </Text>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: 1 }}>
          <Select
            label={t("billing.month")}
            data={[all, ...recentMonths().map((value) => ({ value, label: value }))]}
            value={month ?? ""}
            onChange={(value) => choose(setMonth)(value || null)}
            w={{ base: "100%", sm: 160 }}
          />
          <Select
            label={t("billing.status")}
            data={[
              all,
              ...paymentStatuses.map((value) => ({ value, label: t(`billing.statuses.${value}`) })),
            ]}
            value={status ?? ""}
            onChange={(value) => choose(setStatus)(value || null)}
            w={{ base: "100%", sm: 160 }}
          />
          {(accounts.data?.items.length ?? 0) > 1 ? (
            <Select
              label={t("billing.account")}
              searchable
              data={[
                all,
                ...(accounts.data?.items ?? []).map((item) => ({ value: item.id, label: item.companyName })),
              ]}
              value={accountId ?? ""}
              onChange={(value) => choose(setAccountId)(value || null)}
              w={{ base: "100%", sm: 240 }}
            />
          ) : null}
        </Group>
        <CsvExportButton label={t("billing.exportCsv")} run={() => exportBillsCsv(filters)} />
      </Group>
      {bills.isError ? (
        <LoadFailed error={bills.error} onRetry={() => bills.refetch()} />
      ) : (
        <Card p={0} withBorder>
          <PaymentTable bills={bills.data?.items ?? []} />
          {bills.data && bills.data.items.length === 0 ? (
            <Text c="gray.7" size="sm" ta="center" p="lg">
              {t("billing.empty")}
            </Text>
          ) : null}
        </Card>
      )}
      <ListFooter
        totalText={t("billing.count", { count: bills.data?.total ?? 0 })}
        total={bills.data?.total ?? 0}
        pageSize={pageSize}
        page={page}
        onPageChange={setPage}
      />
    </Stack>
  );
}
