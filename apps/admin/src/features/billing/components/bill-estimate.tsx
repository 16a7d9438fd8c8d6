import { Card, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { BillEstimate as Estimate } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "@/features/shell";
import { useBillEstimate } from "../api/get-bill-estimate";

type Figures = NonNullable<Estimate["soFar"]>;

/** Plan confirmation: this month's bill as things stand and at the pace so far (admin.md §2). */
export function BillEstimate({ accountId }: { accountId?: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const estimate = useBillEstimate(accountId);
  if (!user.permissions.includes("billing:view") || !estimate.data) return null;
  const { month, soFar, projected } = estimate.data;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t("billing.estimate.title", { month })}
        </Title>
        {soFar && projected ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <EstimateTable
              caption={t("billing.estimate.soFar", { pv: soFar.pageViews.toLocaleString() })}
              figures={soFar}
            />
            <EstimateTable
              caption={t("billing.estimate.projected", { pv: projected.pageViews.toLocaleString() })}
              figures={projected}
            />
          </SimpleGrid>
        ) : (
          <Text size="sm" c="gray.7">
            {t("billing.estimate.none")}
          </Text>
        )}
        <Text size="xs" c="gray.7">
          {t("billing.estimate.note")}
        </Text>
      </Stack>
    </Card>
  );
}

function EstimateTable({ caption, figures }: { caption: string; figures: Figures }) {
  const { t } = useTranslation();
  const yen = (amount: number) => t("billing.yen", { amount: amount.toLocaleString() });
  const rows = (
    [
      ["planFee", figures.planFee],
      ["pageViewFee", figures.pageViewFee],
      ["licenseFee", figures.licenseFee],
      ["initialFee", figures.initialFee],
      ["tax", figures.tax],
    ] as const
  ).filter(([key, amount]) => amount > 0 || key === "planFee" || key === "tax");
  return (
    <Table fz="sm" verticalSpacing={4} captionSide="top">
      <Table.Caption style={{ textAlign: "left" }}>{caption}</Table.Caption>
      <Table.Tbody>
        {rows.map(([key, amount]) => (
          <Table.Tr key={key}>
            <Table.Th fw={500}>{t(`billing.estimate.${key}`)}</Table.Th>
            <Table.Td ta="right">{yen(amount)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th>{t("billing.estimate.total")}</Table.Th>
          <Table.Td ta="right" fw={700}>
            {yen(figures.total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
