import { Card, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";
import { ListFooter } from "@/components/list-footer";
import { LoadFailed } from "@/components/load-failed";
import { useCurrentUser } from "@/features/shell";
import { useBills } from "../api/get-bills";
import { usePaymentColumns } from "./payment-columns";

const pageSize = 12;

/** admin.md §2 User detail: the account's payment history, newest month first. */
export function PaymentHistory({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const bills = useBills({ accountId }, page, pageSize);
  const columns = usePaymentColumns(false);
  if (!user.permissions.includes("billing:view")) return null;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t("billing.history")}
        </Title>
        {bills.isError ? (
          <LoadFailed error={bills.error} onRetry={() => bills.refetch()} />
        ) : bills.data && bills.data.total === 0 ? (
          <Text c="gray.7" size="sm">
            {t("billing.historyEmpty")}
          </Text>
        ) : (
          <>
            <DataTable columns={columns} items={bills.data?.items ?? []} minWidth={300} />
            {(bills.data?.total ?? 0) > pageSize ? (
              <ListFooter
                totalText={t("billing.count", { count: bills.data?.total ?? 0 })}
                total={bills.data?.total ?? 0}
                pageSize={pageSize}
                page={page}
                onPageChange={setPage}
              />
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
