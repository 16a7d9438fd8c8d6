import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { UserDetail as Detail } from "@mekuri/domain";
import { IconPencil, IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadFailed } from "@/components/load-failed";
import { useCurrentUser } from "@/features/shell";
import { isApiError } from "@/lib/api-error";
import { showToast } from "@/lib/notify";
import { useUser } from "../api/get-user";
import { useUpdateUser } from "../api/update-user";
import { ContractActions } from "./contract-actions";
import { ContractHistory } from "./contract-history";
import { LicenseNeeded } from "./create-user";
import { ContractStatusBadge } from "./status-badge";
import { applySaveError, UserForm, type UserFormValues } from "./user-form";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function Profile({ account }: { account: Detail }) {
  const { t } = useTranslation();
  const grant = (value: boolean) => (value ? t("accounts.common.grant") : t("accounts.common.noGrant"));
  const limit = (value: number | null, format: (count: number) => string) =>
    value === null ? "—" : format(value);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      <Field label={t("accounts.users.companyName")}>{account.companyName}</Field>
      <Field label={t("accounts.users.email")}>{account.email}</Field>
      <Field label={t("accounts.users.contactName")}>{account.contactName}</Field>
      <Field label={t("accounts.users.plan")}>
        {account.plan?.name ?? t("accounts.users.noPlan")}
        {account.scheduledPlan ? (
          <Text size="xs" c="coral.7">
            {t("accounts.users.scheduled", {
              plan: account.scheduledPlan.name,
              date: account.scheduledPlan.effectiveDate,
            })}
          </Text>
        ) : null}
      </Field>
      <Field label={t("accounts.users.contractStart")}>{account.contractStartDate ?? "—"}</Field>
      <Field label={t("accounts.users.contractEnd")}>{account.contractEndDate ?? "—"}</Field>
      <Field label={t("accounts.users.parent")}>{account.parent?.companyName ?? "—"}</Field>
      <Field label={t("accounts.users.kind")}>{t(`accountKinds.${account.kind}`)}</Field>
      <Field label={t("accounts.users.status")}>
        <ContractStatusBadge status={account.contractStatus} />
      </Field>
      <Field label={t("accounts.users.permission")}>{grant(account.permissionGranted)}</Field>
      <Field label={t("accounts.users.license")}>{grant(account.licenseIssuance)}</Field>
      <Field label={t("accounts.users.logo")}>
        {account.customLogo ? t("accounts.users.logoAllowed") : t("accounts.users.logoDenied")}
      </Field>
      <Field label={t("accounts.users.limits")}>
        {t("accounts.users.sitesUsed", { used: account.limits.sites, max: account.limits.maxSites ?? "—" })}
        <br />
        {t("accounts.users.pagesLimit")}:{" "}
        {limit(account.limits.maxPagesPerSite, (count) => t("accounts.common.pages", { count }))}
        <br />
        {t("accounts.users.pvLimit")}:{" "}
        {limit(account.limits.monthlyPageViews, (count) =>
          t("accounts.common.pv", { count: count.toLocaleString() as never }),
        )}
      </Field>
      <Field label={t("accounts.users.authority")}>
        <Badge variant="light" color={account.authority === "edit" ? "ink" : "gray"}>
          {t(`authorities.${account.authority}`)}
        </Badge>
      </Field>
    </SimpleGrid>
  );
}

/** An account as its edit form holds it. */
function toUserFormValues(account: Detail): Partial<UserFormValues> {
  return {
    companyName: account.companyName,
    contactName: account.contactName,
    email: account.email,
    planId: account.scheduledPlan?.id ?? account.plan?.id ?? null,
    contractStartDate: account.contractStartDate,
    contractEndDate: account.contractEndDate,
    permissionGranted: account.permissionGranted,
    licenseIssuance: account.licenseIssuance,
    customLogo: account.customLogo,
    authority: account.authority,
  };
}

/** admin.md §2 User detail and profile: the fields, an edit mode, the contract and its history. */
export function UserDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const account = useUser(id);
  const update = useUpdateUser(id);
  const editing = params.get("mode") === "edit";
  const setEditing = (on: boolean) => setParams(on ? { mode: "edit" } : {}, { replace: true });

  if (account.isPending) return <Loader />;
  if (account.isError) return <LoadFailed error={account.error} onRetry={() => account.refetch()} />;
  const data = account.data;
  const canEdit = user.permissions.includes("users:manage") && data.editable;

  return (
    <Stack gap="lg">
      {!data.editable ? <Alert color="red">{t("accounts.users.readOnly")}</Alert> : null}
      {user.permissions.includes("users:manage") &&
      data.kind !== "user" &&
      data.kind !== "master" &&
      !data.licenseIssuance ? (
        <LicenseNeeded accountId={data.id} />
      ) : null}
      <Card withBorder padding="lg">
        <Group justify="space-between" mb="md">
          <Title order={2} fz="lg">
            {t("accounts.users.profile")}
          </Title>
          <Group gap="sm">
            {user.permissions.includes("users:manage") && data.kind !== "user" && data.editable ? (
              <Button
                variant="default"
                size="xs"
                component={Link}
                to={`/${user.userTypeId}/create-user/${data.id}`}
                leftSection={<IconPlus size={14} aria-hidden />}
              >
                {t("accounts.users.create")}
              </Button>
            ) : null}
            <Button
              variant="default"
              size="xs"
              component={Link}
              to={`/${user.userTypeId}/plan?id=${data.id}`}
            >
              {t("nav.checkPlan")}
            </Button>
            {canEdit ? (
              <Button
                size="xs"
                variant={editing ? "default" : "filled"}
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => setEditing(!editing)}
              >
                {editing ? t("accounts.users.cancelEdit") : t("accounts.users.editMode")}
              </Button>
            ) : null}
          </Group>
        </Group>
        {editing && canEdit ? (
          <UserForm
            mode="update"
            defaults={toUserFormValues(data)}
            accountKind={data.kind === "master" ? undefined : data.kind}
            submitLabel={t("accounts.common.save")}
            pending={update.isPending}
            onSubmit={(values, form, saved) =>
              update.mutate(values, {
                onSuccess: (response) => {
                  if (!saved(toUserFormValues(response.user))) setEditing(false);
                },
                onError: (error) => {
                  // Nothing to show under a field: say why (the client toasts lost connections).
                  if (!applySaveError(error, form) && isApiError(error) && !error.isTransportError)
                    showToast(error.message, "error");
                },
              })
            }
            onCancel={() => setEditing(false)}
          />
        ) : (
          <Profile account={data} />
        )}
      </Card>
      <Card withBorder padding="lg">
        <Title order={2} fz="lg" mb="md">
          {t("accounts.contracts.title")}
        </Title>
        <ContractActions account={data} />
      </Card>
      <ContractHistory accountId={data.id} />
      <Group>
        <Button variant="subtle" onClick={() => navigate(`/${user.userTypeId}/user-list`)}>
          {t("common.goBack")}
        </Button>
      </Group>
    </Stack>
  );
}
