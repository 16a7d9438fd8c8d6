import { Select, Text } from "@mantine/core";
import { addMonths, jstMonth, paymentStatuses } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { CsvExportButton } from "@/components/csv-export-button";
import { PagedList } from "@/components/paged-list";
import { useListFilters } from "@/hooks/use-list-filters";
import { type BillFilters, exportBillsCsv, useBilledAccounts, useBills } from "../api/get-bills";
import { usePaymentColumns } from "./payment-columns";

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
  const { filters, setFilter, page, setPage } = useListFilters<BillFilters>({});
  const bills = useBills(filters, page, pageSize);
  const accounts = useBilledAccounts();
  const columns = usePaymentColumns();
  // "All" is the empty value: the filter is then left out of the request.
  const choose =
    <K extends keyof BillFilters>(name: K) =>
    (value: string | null) =>
      setFilter(name)((value || undefined) as BillFilters[K]);
  const all = { value: "", label: t("billing.all") };

  return (
    <PagedList
      query={bills}
      columns={columns}
      minWidth={300}
      emptyText={t("billing.empty")}
      totalText={(count) => t("billing.count", { count })}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      description={
        <Text c="gray.7" size="sm">
          {t("billing.description")}
        </Text>
      }
      filters={
        <>
          <Select
            label={t("billing.month")}
            data={[all, ...recentMonths().map((value) => ({ value, label: value }))]}
            value={filters.month ?? ""}
            onChange={choose("month")}
            w={{ base: "100%", sm: 160 }}
          />
          <Select
            label={t("billing.status")}
            data={[
              all,
              ...paymentStatuses.map((value) => ({ value, label: t(`billing.statuses.${value}`) })),
            ]}
            value={filters.status ?? ""}
            onChange={choose("status")}
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
              value={filters.accountId ?? ""}
              onChange={choose("accountId")}
              w={{ base: "100%", sm: 240 }}
            />
          ) : null}
        </>
      }
      actions={<CsvExportButton label={t("billing.exportCsv")} run={() => exportBillsCsv(filters)} />}
    />
  );
}
