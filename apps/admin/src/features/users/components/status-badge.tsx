import { Badge } from "@mantine/core";
import type { UserDetail } from "@mekuri/domain";
import { useTranslation } from "react-i18next";

const colors: Record<UserDetail["contractStatus"], string> = {
  active: "teal",
  suspended: "yellow",
  terminated: "red",
  inactive: "gray",
};

export function ContractStatusBadge({ status }: { status: UserDetail["contractStatus"] }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light">
      {t(`contractStatuses.${status}`)}
    </Badge>
  );
}
