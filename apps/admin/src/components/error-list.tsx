import { Alert, List } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Every error a save found, by where it is, so none hides in a tab the user is not looking at. */
export function ErrorList({ errors }: { errors: { where: string; message: string }[] }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t("saveErrors.listTitle", { count: errors.length })}
    >
      <List size="sm" spacing={2}>
        {errors.map((error) => (
          <List.Item key={`${error.where}:${error.message}`}>
            {error.where ? `${error.where}: ` : ""}
            {error.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The mark on a tab that holds errors: seen as an icon, heard as its label. */
export function TabErrorMark() {
  const { t } = useTranslation();
  return (
    <IconAlertTriangle
      size={14}
      color="var(--mantine-color-red-8)"
      role="img"
      aria-label={t("saveErrors.tabHasErrors")}
      style={{ marginInlineStart: 4, verticalAlign: "-2px" }}
    />
  );
}
