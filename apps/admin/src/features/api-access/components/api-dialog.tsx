import {
  Alert,
  Anchor,
  Button,
  Code,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { type ApiAuthMethod, type ApiSettings, apiAuthMethods } from "@mekuri/domain";
import { IconPlugConnected } from "@tabler/icons-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ErrorList, TabErrorMark } from "@/components/error-list";
import { UnsavedMark } from "@/components/unsaved-mark";
import { useCurrentUser } from "@/features/shell";
import { isApiError } from "@/lib/api-error";
import { useFieldErrorText } from "@/lib/form-errors";
import { useLocale } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";
import { useApiSettings, useGenerateApiKey, useSaveApiSettings } from "../api/api-settings";
import { useApiSettingsForm } from "../hooks/use-api-settings-form";
import {
  apiSettingsFields,
  methodOfField,
  toApiSettingsBody,
  toApiSettingsValues,
} from "../lib/api-settings-form";
import { ApiKeyFields, BasicFields, IpFields } from "./api-method-fields";

const fieldLabels = {
  ipList: "accounts.api.ipList",
  basicId: "accounts.api.basicId",
  basicPassword: "accounts.api.basicPassword",
  apiKey: "accounts.api.apiKey",
} as const;

/** Where a partner calls: the account's sites, with the API document beside it. */
function ApiEndpoint({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const endpoint = `${window.location.origin}/api/v1/external/accounts/${accountId}/sites`;
  return (
    <div>
      <Text size="xs" c="dimmed">
        {t("accounts.api.endpoint")}
      </Text>
      <Code
        block
        fz="xs"
        data-testid="api-endpoint"
        style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}
      >
        GET {endpoint}
      </Code>
      <Anchor href="/api/docs" target="_blank" size="sm">
        {t("accounts.api.docs")}
      </Anchor>
    </div>
  );
}

/** admin.md §2 API generation dialog: the button, and the dialog mounted per opening. */
export function ApiDialog() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [opened, setOpened] = useState(false);
  if (!user.permissions.includes("apiAccess:manage")) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPlugConnected size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t("accounts.api.open")}
      </Button>
      {opened ? <ApiSettingsModal accountId={user.account.id} onClose={() => setOpened(false)} /> : null}
    </>
  );
}

function ApiSettingsModal({ accountId, onClose }: { accountId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useApiSettings();
  return (
    <Modal opened onClose={onClose} title={t("accounts.api.title")} size="lg">
      {settings.data ? (
        <ApiSettingsForm stored={settings.data} accountId={accountId} onClose={onClose} />
      ) : (
        <Loader />
      )}
    </Modal>
  );
}

/**
 * admin.md §2 API generation dialog and §5 API dialog validation. The fields take the settings
 * once, as the dialog opens; `stored` follows the query for what belongs to no field (the grant,
 * whether a secret is saved). A save's answer keeps what was typed while it was on its way
 * (decisions 180, 181).
 */
function ApiSettingsForm({
  stored,
  accountId,
  onClose,
}: {
  stored: ApiSettings;
  accountId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const locale = useLocale();
  const save = useSaveApiSettings();
  const { form, edits, showErrors } = useApiSettingsForm(stored);
  const { register, control, handleSubmit, setValue, setError, watch, formState } = form;
  const { errors } = formState;
  const [generatedKey, setGeneratedKey] = useState<string | null>(null);
  const method = watch("method");
  const granted = stored.permissionGranted;

  const submit = handleSubmit((values) => {
    const sent = edits.snapshot();
    save.mutate(toApiSettingsBody(values), {
      onSuccess: (response) => {
        const kept = edits.saved(sent, toApiSettingsValues(response.settings));
        // A generated key shows only until it is saved: its notice stays only while its field holds it.
        setGeneratedKey((key) => (key !== null && form.getValues("apiKey") === key ? key : null));
        if (!kept) onClose();
      },
      onError: (error) => {
        if (isApiError(error) && !error.isTransportError)
          setError("root", { type: "server", message: error.messages.join(" ") });
      },
    });
  }, showErrors);

  const generate = useGenerateApiKey((apiKey) => {
    setValue("apiKey", apiKey, { shouldDirty: true });
    setGeneratedKey(apiKey);
  });
  const fieldProps = { register, errors, stored };

  return (
    <Stack gap="md">
      {!granted ? <Alert color="yellow">{t("accounts.api.notGranted")}</Alert> : null}
      <Text size="sm">{t("accounts.api.intro")}</Text>
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <Switch
            label={t("accounts.api.enabled")}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            disabled={!granted}
          />
        )}
      />
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t("accounts.api.method")}
        </Text>
        <SegmentedControl
          fullWidth
          value={method}
          onChange={(value) => setValue("method", value as ApiAuthMethod, { shouldDirty: true })}
          data={apiAuthMethods.map((value) => ({
            value,
            label: (
              <span>
                {t(`accounts.api.methods.${value}`)}
                {apiSettingsFields.some((field) => errors[field] && methodOfField[field] === value) ? (
                  <TabErrorMark />
                ) : null}
              </span>
            ),
          }))}
          disabled={!granted}
        />
      </div>
      {method === "ip" ? <IpFields {...fieldProps} /> : null}
      {method === "basic" ? <BasicFields {...fieldProps} /> : null}
      {method === "api_key" ? (
        <ApiKeyFields
          {...fieldProps}
          granted={granted}
          generatedKey={generatedKey}
          onGenerate={() => generate.mutate()}
          generating={generate.isPending}
          onEdit={() => setGeneratedKey(null)}
        />
      ) : null}
      <ErrorList
        errors={apiSettingsFields.flatMap((field) => {
          const message = errorText(errors[field]);
          return message ? [{ where: t(fieldLabels[field]), message }] : [];
        })}
      />
      {errors.root?.message ? (
        <Alert color="red" role="alert">
          {localizeMessage(errors.root.message, locale)}
        </Alert>
      ) : null}
      <ApiEndpoint accountId={accountId} />
      <Group justify="flex-end">
        {edits.unsaved ? <UnsavedMark /> : null}
        <Button variant="default" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={!granted}>
          {t("accounts.common.save")}
        </Button>
      </Group>
    </Stack>
  );
}
