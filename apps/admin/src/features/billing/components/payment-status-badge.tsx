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

/** Teal 9 and red 9 read at about 4.3:1 on their own light tint: below WCAG AA, so darker shades. */
const textColours: Record<PaymentStatus, string> = {
  paid: "#065f46",
  completed: "#065f46",
  unpaid: "var(--mantine-color-dark-6)",
  processing: "var(--mantine-color-blue-9)",
  failed: "#a51d1d",
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
