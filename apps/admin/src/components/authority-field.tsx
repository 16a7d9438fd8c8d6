import { SegmentedControl, Text } from "@mantine/core";
import type { Authority } from "@mekuri/domain";
import { useTranslation } from "react-i18next";

interface AuthorityFieldProps {
  label: string;
  value: Authority;
  onChange: (value: Authority) => void;
}

/** Whether an account may edit or only view (admin.md §3 Admin and User forms). */
export function AuthorityField({ label, value, onChange }: AuthorityFieldProps) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <SegmentedControl
        value={value}
        onChange={(next) => onChange(next as Authority)}
        data={[
          { value: "edit", label: t("authorities.edit") },
          { value: "view", label: t("authorities.view") },
        ]}
      />
    </div>
  );
}
