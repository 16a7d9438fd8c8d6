import { Alert, Card, Loader } from "@mantine/core";
import { type ChildAccountKind, childKinds } from "@mekuri/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LoadFailed } from "@/components/load-failed";
import { useCurrentUser } from "@/features/shell/components/current-user";
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

  if (!own && parent.isError) return <LoadFailed onRetry={() => parent.refetch()} />;
  if (!own && parent.isPending) return <Loader />;
  if (!parentKind) return null;
  const kinds = childKinds[parentKind] as readonly ChildAccountKind[];
  if (!own && parentKind !== "master" && parent.data && !parent.data.licenseIssuance) {
    return (
      <Alert color="yellow">
        {t("accounts.users.license")}: {t("accounts.common.none")}
      </Alert>
    );
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
