import { ActionIcon, Avatar, Badge, Button, Card, Group, Stack, Text, Tooltip } from "@mantine/core";
import type { AdminItem } from "@mekuri/domain";
import { IconCamera, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "@/components/confirm-delete-modal";
import { DataTable, type TableColumn } from "@/components/data-table";
import { LoadFailed } from "@/components/load-failed";
import { useCurrentUser } from "@/features/shell";
import { useAdmins, useAvatar } from "../api/admins";
import { useDeleteAdmin } from "../api/delete-admin";
import { AdminFormModal } from "./admin-form-modal";
import { AvatarModal } from "./avatar-modal";

function AdminAvatar({ admin }: { admin: AdminItem }) {
  const avatar = useAvatar(admin.id, admin.hasAvatar);
  return <Avatar src={avatar.data?.dataUrl ?? null} name={admin.name} color="initials" radius="xl" />;
}

/** admin.md §2 Admin settings: the account's admins; add, edit and delete for those who may. */
export function AdminList({ actions }: { actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const admins = useAdmins();
  const remove = useDeleteAdmin();
  const [editing, setEditing] = useState<AdminItem | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminItem | null>(null);
  const [picture, setPicture] = useState<AdminItem | null>(null);
  const canManage = user.permissions.includes("admins:manage");
  const date = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Tokyo",
  });

  const columns: TableColumn<AdminItem>[] = [
    {
      id: "name",
      header: t("accounts.admins.name"),
      cell: (admin) => (
        <Group gap="sm" wrap="nowrap">
          <AdminAvatar admin={admin} />
          <div>
            <Text size="sm" fw={600}>
              {admin.name}
            </Text>
            <Text size="xs" c="dimmed">
              {admin.email}
            </Text>
          </div>
        </Group>
      ),
    },
    {
      id: "role",
      header: t("accounts.admins.role"),
      cell: (admin) => (
        <Badge
          variant="light"
          color={admin.adminRole === "main_contact" ? "coral" : admin.adminRole === "editor" ? "ink" : "gray"}
        >
          {t(`adminRoles.${admin.adminRole}`)}
        </Badge>
      ),
    },
    {
      id: "authority",
      header: t("accounts.admins.authority"),
      cell: (admin) => t(`authorities.${admin.authority}`),
    },
    {
      id: "last-login",
      header: t("accounts.admins.lastLogin"),
      cell: (admin) =>
        admin.lastLoginAt ? date.format(new Date(admin.lastLoginAt)) : t("accounts.admins.never"),
    },
    {
      id: "actions",
      header: t("accounts.common.actions"),
      cell: (admin) => {
        const main = admin.adminRole === "main_contact";
        return (
          <Group gap={4} wrap="nowrap">
            {admin.id === user.id || canManage ? (
              <ActionIcon
                variant="subtle"
                aria-label={`${t("accounts.admins.picture")} ${admin.name}`}
                onClick={() => setPicture(admin)}
              >
                <IconCamera size={18} />
              </ActionIcon>
            ) : null}
            {canManage ? (
              <Tooltip label={t("accounts.admins.mainContactFixed")} disabled={!main}>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    disabled={main}
                    aria-label={`${t("accounts.common.edit")} ${admin.name}`}
                    onClick={() => setEditing(admin)}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    disabled={main}
                    aria-label={`${t("accounts.common.delete")} ${admin.name}`}
                    onClick={() => setDeleting(admin)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Tooltip>
            ) : null}
          </Group>
        );
      },
    },
  ];

  if (admins.isError) return <LoadFailed error={admins.error} onRetry={() => admins.refetch()} />;
  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="sm">
        {actions}
        {canManage ? (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
            {t("accounts.admins.add")}
          </Button>
        ) : null}
      </Group>
      <Card withBorder p={0}>
        <DataTable columns={columns} items={admins.data?.items ?? []} minWidth={760} />
      </Card>
      {editing !== undefined ? (
        <AdminFormModal admin={editing} opened onClose={() => setEditing(undefined)} />
      ) : null}
      <AvatarModal
        adminId={picture?.id ?? null}
        name={picture?.name ?? ""}
        onClose={() => setPicture(null)}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t("accounts.common.confirmDelete")}
        message={t("accounts.common.deleteWarning", { name: deleting?.name ?? "" })}
        confirmLabel={t("accounts.common.delete")}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
