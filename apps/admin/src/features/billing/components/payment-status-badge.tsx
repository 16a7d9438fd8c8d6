import { Badge } from "@mantine/core";
import type { PaymentStatus } from "@mekuri/domain";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";

const colors: Record<PaymentStatus, string> = {
  paid: "teal",
  completed: "teal",
  unpaid: "yellow",
  processing: "blue",
  failed: "red",
  void: "gray",
};

const textColours: Record<PaymentStatus, string> = {
  paid: "var(--mantine-color-teal-9)",
  completed: "var(--mantine-color-teal-9)",
  unpaid: "var(--mantine-color-dark-6)",
  processing: "var(--mantine-color-blue-9)",
  failed: "var(--mantine-color-red-9)",
  void: "var(--mantine-color-gray-9)",
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    // Darker text on the light tint: the default light text of yellow and teal is too faint to read.
    <Badge
      color={colors[status]}
      variant="light"
      style={{ "--badge-color": textColours[status] } as CSSProperties}
    >
      {t(`billing.statuses.${status}`)}
    </Badge>
  );
}
