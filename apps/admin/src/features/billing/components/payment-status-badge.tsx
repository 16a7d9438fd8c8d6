import { Badge } from "@mantine/core";
import type { PaymentStatus } from "@mekuri/domain";
import { useTranslation } from "react-i18next";

const colors: Record<PaymentStatus, string> = {
  paid: "teal",
  completed: "teal",
  unpaid: "yellow",
  processing: "blue",
  failed: "red",
  void: "gray",
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light">
      {t(`billing.statuses.${status}`)}
    </Badge>
  );
}
