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
import { UnsavedMark } from "@/components/unsaved-mark";
import { useEditsKeptOnSave } from "@/hooks/use-edits-kept-on-save";
import { isApiError } from "@/lib/api-error";
import { applyServerFieldErrors, useFieldErrorText } from "@/lib/form-errors";
import { showToast } from "@/lib/notify";
import { useSaveAdmin } from "../api/save-admin";

const newAdmin: AdminBody = { name: "", email: "", adminRole: "editor", authority: "edit" };

/** An admin as the form edits it: the main contact is never edited here, so editor or viewer. */
function toAdminBody(admin: AdminItem): AdminBody {
  return {
    name: admin.name,
    email: admin.email,
    adminRole: admin.adminRole === "viewer" ? "viewer" : "editor",
    authority: admin.authority,
  };
}

/**
 * admin.md §3 Admin: manager name, e-mail, role (editor or viewer) and authority (edit or view).
 * Mounted per opening: it takes the admin once, and a save's answer keeps what was typed while it
 * was on its way (decision 180).
 */
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
  // A new admin kept open after its first save is that admin from then on.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const id = admin?.id ?? createdId;
  const save = useSaveAdmin(id);
  const [password, setPassword] = useState<string | null>(null);
  const form = useForm<AdminBody>({
    resolver: zodResolver(adminBody),
    defaultValues: admin ? toAdminBody(admin) : newAdmin,
  });
  const { register, control, handleSubmit, formState, setError } = form;
  const edits = useEditsKeptOnSave(form);
  const submit = handleSubmit((values) => {
    const sent = edits.snapshot();
    save.mutate(values, {
      onSuccess: (response) => {
        const kept = edits.saved(sent, toAdminBody(response.admin));
        if (kept) setCreatedId(response.admin.id);
        // The one-time password shows first; the form with the kept edits comes back after it.
        if (response.temporaryPassword) setPassword(response.temporaryPassword);
        else if (!kept) onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === "CONFLICT") setError("email", { message: error.message });
        else if (
          !applyServerFieldErrors(error, setError, ["name", "email"]) &&
          isApiError(error) &&
          !error.isTransportError
        )
          // Nothing to show under a field: say why the save failed (the client toasts lost connections).
          showToast(error.message, "error");
      },
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={id ? t("accounts.admins.editTitle") : t("accounts.admins.addTitle")}
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
            <Button onClick={() => (edits.unsaved ? setPassword(null) : onClose())}>
              {t("accounts.users.done")}
            </Button>
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
              {edits.unsaved ? <UnsavedMark /> : null}
              <Button variant="default" onClick={onClose}>
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
