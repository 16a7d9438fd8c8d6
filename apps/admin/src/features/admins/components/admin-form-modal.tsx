import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { type AdminBody, type AdminItem, adminBody } from "@mekuri/domain";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AuthorityField } from "@/components/authority-field";
import { isApiError } from "@/lib/api-error";
import { applyServerFieldErrors, useFieldErrorText } from "@/lib/form-errors";
import { useSaveAdmin } from "../api/save-admin";

/** admin.md §3 Admin: manager name, e-mail, role (editor or viewer) and authority (edit or view). */
export function AdminFormModal({
  admin,
  opened,
  onClose,
}: {
  admin: AdminItem | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSaveAdmin(admin?.id ?? null);
  const [password, setPassword] = useState<string | null>(null);
  const { register, control, handleSubmit, formState, setError, reset } = useForm<AdminBody>({
    resolver: zodResolver(adminBody),
    values: admin
      ? {
          name: admin.name,
          email: admin.email,
          adminRole: admin.adminRole === "viewer" ? "viewer" : "editor",
          authority: admin.authority,
        }
      : { name: "", email: "", adminRole: "editor", authority: "edit" },
  });
  const close = () => {
    setPassword(null);
    reset();
    onClose();
  };
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (response) =>
        response.temporaryPassword ? setPassword(response.temporaryPassword) : close(),
      onError: (error) => {
        if (isApiError(error) && error.code === "CONFLICT") setError("email", { message: error.message });
        else applyServerFieldErrors(error, setError, ["name", "email"]);
      },
    }),
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={admin ? t("accounts.admins.editTitle") : t("accounts.admins.addTitle")}
    >
      {password ? (
        <Stack>
          <Alert color="yellow">{t("accounts.users.temporaryIntro")}</Alert>
          <Text size="sm" c="dimmed">
            {t("accounts.users.temporaryPassword")}
          </Text>
          <Group>
            <Code fz="lg">{password}</Code>
            <CopyButton value={password}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? t("accounts.common.copied") : t("accounts.common.copy")}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={close}>{t("accounts.users.done")}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              {...register("name")}
              label={t("accounts.admins.name")}
              required
              error={errorText(formState.errors.name)}
            />
            <TextInput
              {...register("email")}
              type="email"
              label={t("accounts.admins.email")}
              required
              error={errorText(formState.errors.email)}
            />
            <div>
              <Text size="sm" fw={500} mb={4}>
                {t("accounts.admins.role")}
              </Text>
              <Controller
                control={control}
                name="adminRole"
                render={({ field }) => (
                  <SegmentedControl
                    value={field.value}
                    onChange={field.onChange}
                    data={[
                      { value: "editor", label: t("adminRoles.editor") },
                      { value: "viewer", label: t("adminRoles.viewer") },
                    ]}
                  />
                )}
              />
            </div>
            <Controller
              control={control}
              name="authority"
              render={({ field }) => (
                <AuthorityField
                  label={t("accounts.admins.authority")}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t("accounts.common.save")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
