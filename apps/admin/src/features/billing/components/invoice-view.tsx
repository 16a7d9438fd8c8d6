import {
  Alert,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import type { BillDetail } from "@mekuri/domain";
import { IconCashBanknote, IconCircleCheck, IconDownload } from "@tabler/icons-react";
import { type CSSProperties, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "@/components/load-failed";
import { downloadInvoicePdf, useBill } from "../api/get-bill";
import { type BillAction, useSettleBill } from "../api/settle-bill";
import { PaymentStatusBadge } from "./payment-status-badge";

/** admin.md §2 Invoice and §3 Invoice: the bill's current invoice, its PDF, and force-complete. */
export function InvoiceView({ id }: { id: string }) {
  const bill = useBill(id);
  if (bill.isPending) return <Loader />;
  if (bill.isError) return <LoadFailed error={bill.error} onRetry={() => bill.refetch()} />;
  return <InvoiceBody bill={bill.data} />;
}

function InvoiceBody({ bill }: { bill: BillDetail }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const { payment, invoice } = bill;
  const yen = (amount: number) => t("billing.yen", { amount: amount.toLocaleString() });
  const download = async () => {
    if (!invoice) return;
    setDownloading(true);
    try {
      await downloadInvoicePdf(payment.id, invoice.number);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} fz="xl">
              {payment.companyName} · {payment.month}
            </Title>
            <PaymentStatusBadge status={payment.status} />
          </Group>
          <Text size="sm" c="gray.7">
            {payment.planName} · {t(`billing.methods.${payment.method}`)}
          </Text>
        </Stack>
        <Group gap="sm">
          {bill.canConfirmReceipt ? <SettleButton bill={bill} action="confirm-receipt" /> : null}
          {bill.canForceComplete ? <SettleButton bill={bill} action="force-complete" /> : null}
          {invoice ? (
            <Button
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={download}
              loading={downloading}
            >
              {t("billing.invoice.downloadPdf")}
            </Button>
          ) : null}
        </Group>
      </Group>
      {!invoice ? (
        <Alert color="yellow">{t("billing.invoice.none")}</Alert>
      ) : (
        <Card withBorder padding="lg">
          <Stack gap="md">
            {invoice.cancelledByNumber ? (
              <Alert color="red">
                {t("billing.invoice.cancelled", { number: invoice.cancelledByNumber })}
              </Alert>
            ) : null}
            <Group justify="space-between" align="flex-start" wrap="wrap">
              <Title order={3} fz="lg">
                {t("billing.invoice.title")}
              </Title>
              <Table withRowBorders={false} fz="sm" w="auto" verticalSpacing={2}>
                <Table.Tbody>
                  {(
                    [
                      ["number", invoice.number],
                      ["invoiceDate", invoice.invoiceDate],
                      ["dueDate", invoice.dueDate],
                    ] as const
                  ).map(([key, value]) => (
                    <Table.Tr key={key}>
                      <Table.Th fw={500} c="gray.7" pr="md">
                        {t(`billing.invoice.${key}`)}
                      </Table.Th>
                      <Table.Td>{value}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <div>
                <Text size="xs" c="gray.7" fw={600}>
                  {t("billing.invoice.billTo")}
                </Text>
                <Text fw={600}>{invoice.recipientName}</Text>
              </div>
              <div>
                <Text size="xs" c="gray.7" fw={600}>
                  {t("billing.invoice.issuer")}
                </Text>
                <Text fw={600}>{invoice.issuer.name}</Text>
                <Text size="sm">{invoice.issuer.address}</Text>
                {invoice.issuer.registrationNumber ? (
                  <Text size="sm">
                    {t("billing.invoice.registrationNumber")}: {invoice.issuer.registrationNumber}
                  </Text>
                ) : (
                  <Text size="sm" c="orange.8">
                    {t("billing.invoice.notQualified")}
                  </Text>
                )}
              </div>
            </SimpleGrid>
            <Table.ScrollContainer minWidth={300}>
              <Table verticalSpacing="xs" fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("billing.invoice.item")}</Table.Th>
                    <Table.Th ta="right">{t("billing.invoice.quantity")}</Table.Th>
                    <Table.Th ta="right">{t("billing.invoice.unitPrice")}</Table.Th>
                    <Table.Th ta="right">{t("billing.invoice.amount")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {invoice.lines.map((line) => (
                    <Table.Tr key={line.kind}>
                      <Table.Td>{line.label}</Table.Td>
                      <Table.Td ta="right">{line.quantity.toLocaleString()}</Table.Td>
                      <Table.Td ta="right">{yen(line.unitPrice)}</Table.Td>
                      <Table.Td ta="right">{yen(line.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Stack gap={4} align="flex-end">
              <Text size="sm">
                {t("billing.invoice.subtotal")}: {yen(invoice.subtotal)}
              </Text>
              {invoice.taxes.map((rate) => (
                <Text size="sm" key={rate.ratePercent} c="gray.7">
                  {t("billing.invoice.taxLine", {
                    rate: rate.ratePercent,
                    taxable: yen(rate.taxable),
                    tax: yen(rate.tax),
                  })}
                </Text>
              ))}
              <Text size="sm">
                {t("billing.invoice.tax")}: {yen(invoice.tax)}
              </Text>
              <Text fw={700} fz="lg">
                {t("billing.invoice.total")}: {yen(invoice.total)}
              </Text>
            </Stack>
            <Divider />
            {invoice.paidByCardOn ? (
              <Text size="sm">{t("billing.invoice.paidByCard", { date: invoice.paidByCardOn })}</Text>
            ) : invoice.issuer.bankTransfer ? (
              <div>
                <Text size="xs" c="gray.7" fw={600}>
                  {t("billing.invoice.bankTransfer")}
                </Text>
                <Text size="sm">{invoice.issuer.bankTransfer}</Text>
              </div>
            ) : null}
            {invoice.replacesNumber ? (
              <Text size="sm">{t("billing.invoice.replaces", { number: invoice.replacesNumber })}</Text>
            ) : null}
            {invoice.notes ? (
              <div>
                <Text size="xs" c="gray.7" fw={600}>
                  {t("billing.invoice.notes")}
                </Text>
                <Text size="sm">{invoice.notes}</Text>
              </div>
            ) : null}
          </Stack>
        </Card>
      )}
      {bill.invoices.length > 1 ? (
        <Card withBorder padding="lg">
          <Title order={3} fz="md" mb="sm">
            {t("billing.invoice.issued")}
          </Title>
          <Stack gap={4}>
            {bill.invoices.map((entry) => (
              <Group key={entry.id} gap="sm">
                <Text size="sm">{entry.number}</Text>
                <Badge
                  color={entry.cancelled ? "gray" : "teal"}
                  variant="light"
                  style={
                    {
                      "--badge-color": `var(--mantine-color-${entry.cancelled ? "gray" : "teal"}-9)`,
                    } as CSSProperties
                  }
                >
                  {t(entry.cancelled ? "billing.invoice.cancelledBadge" : "billing.invoice.currentBadge")}
                </Badge>
              </Group>
            ))}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}

const settleTexts = {
  "force-complete": { key: "billing.forceComplete", color: "red", Icon: IconCircleCheck },
  "confirm-receipt": { key: "billing.confirmReceipt", color: "teal", Icon: IconCashBanknote },
} as const;

/** Both settle a bill for good, so each asks first, naming the bill and its amount. */
function SettleButton({ bill, action }: { bill: BillDetail; action: BillAction }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const settle = useSettleBill(bill.payment.id, action);
  const { payment } = bill;
  const { key, color, Icon } = settleTexts[action];
  return (
    <>
      <Button
        variant="light"
        color={color}
        leftSection={<Icon size={18} aria-hidden />}
        onClick={() => setAsking(true)}
      >
        {t(`${key}.action`)}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t(`${key}.title`)} centered>
        <Stack gap="md">
          <Text size="sm">
            {t(`${key}.body`, {
              company: payment.companyName,
              month: payment.month,
              total: t("billing.yen", { amount: payment.total.toLocaleString() }),
            })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t("common.cancel")}
            </Button>
            <Button
              color={color}
              loading={settle.isPending}
              onClick={() => settle.mutate(undefined, { onSuccess: () => setAsking(false) })}
            >
              {t(`${key}.confirm`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
