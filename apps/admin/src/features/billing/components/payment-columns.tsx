import { Anchor } from "@mantine/core";
import type { PaymentRecord } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TableColumn } from "@/components/data-table";
import { useCurrentUser } from "@/features/shell";
import { PaymentStatusBadge } from "./payment-status-badge";

/** Bills as rows; the month opens the invoice. A phone shows month, company, total and status. */
export function usePaymentColumns(showCompany = true): TableColumn<PaymentRecord>[] {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const yen = (amount: number) => t("billing.yen", { amount: amount.toLocaleString() });
  const company: TableColumn<PaymentRecord> = {
    id: "company",
    header: t("billing.company"),
    cell: (bill) => bill.companyName,
  };
  return [
    {
      id: "month",
      header: t("billing.month"),
      nowrap: true,
      cell: (bill) => (
        <Anchor
          component={Link}
          to={`/${user.userTypeId}/invoice/${bill.id}`}
          fz="sm"
          aria-label={`${t("billing.open")}: ${bill.companyName} ${bill.month}`}
        >
          {bill.month}
        </Anchor>
      ),
    },
    ...(showCompany ? [company] : []),
    { id: "plan", header: t("billing.plan"), visibleFrom: "md", cell: (bill) => bill.planName },
    {
      id: "views",
      header: t("billing.pageViews"),
      align: "right",
      visibleFrom: "md",
      cell: (bill) => bill.pageViews.toLocaleString(),
    },
    {
      id: "total",
      header: t("billing.total"),
      align: "right",
      nowrap: true,
      cell: (bill) => yen(bill.total),
    },
    {
      id: "status",
      header: t("billing.status"),
      cell: (bill) => <PaymentStatusBadge status={bill.status} />,
    },
    {
      id: "method",
      header: t("billing.method"),
      visibleFrom: "md",
      cell: (bill) => t(`billing.methods.${bill.method}`),
    },
    {
      id: "invoice",
      header: t("billing.invoiceNumber"),
      visibleFrom: "md",
      nowrap: true,
      cell: (bill) => bill.invoiceNumber ?? "—",
    },
  ];
}
