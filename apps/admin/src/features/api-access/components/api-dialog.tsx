import {
  Alert,
  Anchor,
  Button,
  Code,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { type ApiAuthMethod, apiAuthMethods } from "@mekuri/domain";
import { IconPlugConnected } from "@tabler/icons-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ErrorList, TabErrorMark } from "@/components/error-list";
import { useCurrentUser } from "@/features/shell";
import { isApiError } from "@/lib/api-error";
import { useFieldErrorText } from "@/lib/form-errors";
import { useLocale } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";
import { generateApiKey, useApiSettings, useSaveApiSettings } from "../api/api-settings";
import { useApiSettingsForm } from "../hooks/use-api-settings-form";
import { apiSettingsFields, methodOfField, toApiSettingsBody } from "../lib/api-settings-form";
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

/** admin.md §2 API generation dialog and §5 API dialog validation. */
export function ApiDialog() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const locale = useLocale();
  const user = useCurrentUser();
  const [opened, setOpened] = useState(false);
  const settings = useApiSettings(opened);
  const save = useSaveApiSettings();
  const stored = settings.data;
  const { form, showErrors } = useApiSettingsForm(stored);
  const { register, control, handleSubmit, setValue, setError, clearErrors, watch, formState } = form;
  const { errors } = formState;
  const [generatedKey, setGeneratedKey] = useState<string | null>(null);
  const method = watch("method");

  if (!user.permissions.includes("apiAccess:manage")) return null;
  const granted = stored?.permissionGranted ?? true;

  const close = () => {
    setOpened(false);
    setValue("apiKey", "");
    setValue("basicPassword", "");
    setGeneratedKey(null);
    clearErrors();
  };

  const submit = handleSubmit(
    (values) =>
      save.mutate(toApiSettingsBody(values), {
        onSuccess: close,
        onError: (error) => {
          if (isApiError(error) && !error.isTransportError)
            setError("root", { type: "server", message: error.messages.join(" ") });
        },
      }),
    showErrors,
  );

  const generate = async () => {
    const response = await generateApiKey();
    setValue("apiKey", response.apiKey);
    setGeneratedKey(response.apiKey);
  };
  const fieldProps = { register, errors, stored };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPlugConnected size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t("accounts.api.open")}
      </Button>
      <Modal opened={opened} onClose={close} title={t("accounts.api.title")} size="lg">
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
              onChange={(value) => setValue("method", value as ApiAuthMethod)}
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
              onGenerate={generate}
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
          <ApiEndpoint accountId={user.account.id} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("common.cancel")}
            </Button>
            <Button onClick={submit} loading={save.isPending} disabled={!granted}>
              {t("accounts.common.save")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
