import { Anchor, Table } from "@mantine/core";
import type { PaymentRecord } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentUser } from "@/features/shell";
import { PaymentStatusBadge } from "./payment-status-badge";

/** Bills as rows; the month opens the invoice. A phone shows month, company, total and status. */
export function PaymentTable({
  bills,
  showCompany = true,
}: {
  bills: PaymentRecord[];
  showCompany?: boolean;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const yen = (amount: number) => t("billing.yen", { amount: amount.toLocaleString() });
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="sm" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("billing.month")}</Table.Th>
            {showCompany ? <Table.Th>{t("billing.company")}</Table.Th> : null}
            <Table.Th visibleFrom="md">{t("billing.plan")}</Table.Th>
            <Table.Th ta="right" visibleFrom="md">
              {t("billing.pageViews")}
            </Table.Th>
            <Table.Th ta="right">{t("billing.total")}</Table.Th>
            <Table.Th>{t("billing.status")}</Table.Th>
            <Table.Th visibleFrom="md">{t("billing.method")}</Table.Th>
            <Table.Th visibleFrom="md">{t("billing.invoiceNumber")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bills.map((bill) => (
            <Table.Tr key={bill.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                <Anchor
                  component={Link}
                  to={`/${user.userTypeId}/invoice/${bill.id}`}
                  fz="sm"
                  aria-label={`${t("billing.open")}: ${bill.companyName} ${bill.month}`}
                >
                  {bill.month}
                </Anchor>
              </Table.Td>
              {showCompany ? <Table.Td>{bill.companyName}</Table.Td> : null}
              <Table.Td visibleFrom="md">{bill.planName}</Table.Td>
              <Table.Td ta="right" visibleFrom="md">
                {bill.pageViews.toLocaleString()}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {yen(bill.total)}
              </Table.Td>
              <Table.Td>
                <PaymentStatusBadge status={bill.status} />
              </Table.Td>
              <Table.Td visibleFrom="md">{t(`billing.methods.${bill.method}`)}</Table.Td>
              <Table.Td visibleFrom="md" style={{ whiteSpace: "nowrap" }}>
                {bill.invoiceNumber ?? "—"}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
