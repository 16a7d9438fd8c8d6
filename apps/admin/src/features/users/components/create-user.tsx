import { Alert, Anchor, Card, Loader, Text } from "@mantine/core";
import { type ChildAccountKind, childKinds } from "@mekuri/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { LoadFailed } from "@/components/load-failed";
import { useCurrentUser } from "@/features/shell";
import { isApiError } from "@/lib/api-error";
import { showToast } from "@/lib/notify";
import { useCreateUser } from "../api/create-user";
import { useUser } from "../api/get-user";
import { TemporaryPasswordModal } from "./temporary-password-modal";
import { applySaveError, UserForm } from "./user-form";

/** /{userTypeId}/create-user/{parentId}: a new account below the caller's account or one below it. */
export function CreateUser({ parentId }: { parentId: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const own = parentId === user.account.id;
  const parent = useUser(own ? "" : parentId);
  const create = useCreateUser();
  const [created, setCreated] = useState<{ id: string; email: string; password: string } | null>(null);
  const parentKind = own ? user.account.kind : parent.data?.kind;

  if (!own && parent.isError) return <LoadFailed error={parent.error} onRetry={() => parent.refetch()} />;
  if (!own && parent.isPending) return <Loader />;
  if (!parentKind) return null;
  const kinds = childKinds[parentKind] as readonly ChildAccountKind[];
  if (!own && parentKind !== "master" && parent.data && !parent.data.licenseIssuance) {
    return <LicenseNeeded accountId={parentId} />;
  }

  return (
    <Card withBorder padding="lg" maw={880}>
      <UserForm
        mode="create"
        kinds={kinds}
        defaults={{ parentId, kind: kinds.length === 1 ? kinds[0] : undefined, licenseIssuance: false }}
        submitLabel={t("accounts.common.create")}
        pending={create.isPending}
        onSubmit={(values, form) =>
          create.mutate(values, {
            onSuccess: (response) =>
              setCreated({
                id: response.user.id,
                email: response.user.email,
                password: response.temporaryPassword,
              }),
            onError: (error) => {
              if (!applySaveError(error, form) && isApiError(error) && !error.isTransportError) {
                showToast(error.message, "error");
              }
            },
          })
        }
        onCancel={() => navigate(`/${user.userTypeId}/user-list`)}
      />
      <TemporaryPasswordModal
        email={created?.email ?? ""}
        password={created?.password ?? null}
        onClose={() => created && navigate(`/${user.userTypeId}/user/${created.id}`)}
      />
    </Card>
  );
}

/**
 * An OEM account creates accounts only once the master grants it license issuance (off by default):
 * says so where the creation would be, and leads to the setting (its account's edit page).
 */
export function LicenseNeeded({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Alert color="yellow" title={t("accounts.users.licenseNeeded.title")}>
      <Text size="sm">{t("accounts.users.licenseNeeded.body")}</Text>
      {user.account.kind === "master" ? (
        <Anchor component={Link} to={`/${user.userTypeId}/user/${accountId}?mode=edit`} size="sm">
          {t("accounts.users.licenseNeeded.link")}
        </Anchor>
      ) : null}
    </Alert>
  );
}
