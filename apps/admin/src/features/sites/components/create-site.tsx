import { Group, Loader } from "@mantine/core";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LoadFailed } from "@/components/load-failed";
import { useCurrentUser } from "@/features/shell";
import { showToast } from "@/lib/notify";
import { useCreateSite } from "../api/create-site";
import { useSiteCapabilities } from "../api/get-site-capabilities";
import { CreateSiteAccountPicker } from "./create-site-account-picker";
import { CreateSiteForm } from "./create-site-form";

/**
 * /{userTypeId}/create-site: a new draft for the operator's account or, for those who manage others,
 * an account below it (under that account's plan), then on to its edit page.
 */
export function CreateSite() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [accountId, setAccountId] = useState(user.account.id);
  const forAnotherAccount = accountId !== user.account.id;
  const capabilities = useSiteCapabilities(accountId);
  // A failed load drops the previous account's plan; the form keeps showing it (and creates nothing).
  const shown = useRef(capabilities.data);
  if (capabilities.data) shown.current = capabilities.data;
  const plan = capabilities.data ?? shown.current;
  const create = useCreateSite();
  const prefix = `/${user.userTypeId}`;

  // Without any plan there is no form to show; a chosen account's plan that fails keeps the form.
  if (capabilities.isError && !plan)
    return <LoadFailed error={capabilities.error} onRetry={() => capabilities.refetch()} />;
  if (!plan) {
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  }
  return (
    <CreateSiteForm
      capabilities={plan}
      // Until the chosen account's plan is known, its limits are not, so nothing can be created.
      capabilitiesPending={capabilities.isPlaceholderData || capabilities.isError}
      capabilitiesFailed={capabilities.isError ? () => void capabilities.refetch() : undefined}
      accountField={<CreateSiteAccountPicker value={accountId} onChange={setAccountId} />}
      forAnotherAccount={forAnotherAccount}
      pending={create.isPending}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(forAnotherAccount ? { ...values, accountId } : values);
        showToast(t("sites.create.created"), "success");
        void navigate(`${prefix}/site/${created.id}`);
      }}
      onCancel={() => navigate(`${prefix}/site-list`)}
    />
  );
}
