import {
  Alert,
  Button,
  CopyButton,
  Group,
  PasswordInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { ApiSettings } from "@mekuri/domain";
import { IconKey } from "@tabler/icons-react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFieldErrorText } from "@/lib/form-errors";
import type { ApiSettingsValues } from "../lib/api-settings-form";

interface MethodFieldsProps {
  register: UseFormRegister<ApiSettingsValues>;
  errors: FieldErrors<ApiSettingsValues>;
  stored: ApiSettings | undefined;
}

/** IP restriction: the addresses or ranges allowed to call, one per line. */
export function IpFields({ register, errors }: MethodFieldsProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  return (
    <Textarea
      {...register("ipList")}
      label={t("accounts.api.ipList")}
      description={t("accounts.api.ipHint")}
      autosize
      minRows={3}
      error={errorText(errors.ipList)}
      required
    />
  );
}

/** Basic authentication: an ID and a password; an empty password keeps the saved one. */
export function BasicFields({ register, errors, stored }: MethodFieldsProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  return (
    <>
      <TextInput
        {...register("basicId")}
        label={t("accounts.api.basicId")}
        error={errorText(errors.basicId)}
        required
        autoComplete="off"
      />
      <PasswordInput
        {...register("basicPassword")}
        label={t("accounts.api.basicPassword")}
        description={stored?.hasBasicPassword ? t("accounts.api.keepSecret") : undefined}
        error={errorText(errors.basicPassword)}
        required={!stored?.hasBasicPassword}
        autoComplete="new-password"
      />
    </>
  );
}

interface ApiKeyFieldsProps extends MethodFieldsProps {
  granted: boolean;
  /** A key the server just generated: shown once, with a copy button, until it is edited. */
  generatedKey: string | null;
  onGenerate: () => void;
  /** A key is on its way from the server. */
  generating: boolean;
  onEdit: () => void;
}

/** API key: typed or generated; the saved key is named by its first characters only. */
export function ApiKeyFields({
  register,
  errors,
  stored,
  granted,
  generatedKey,
  onGenerate,
  generating,
  onEdit,
}: ApiKeyFieldsProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  return (
    <Stack gap={6}>
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          {...register("apiKey", { onChange: onEdit })}
          label={t("accounts.api.apiKey")}
          description={
            stored?.apiKeyPrefix
              ? `${t("accounts.api.storedKey", { prefix: stored.apiKeyPrefix })} — ${t("accounts.api.keepSecret")}`
              : undefined
          }
          error={errorText(errors.apiKey)}
          style={{ flex: 1 }}
          ff="monospace"
          autoComplete="off"
        />
        <Button
          variant="light"
          leftSection={<IconKey size={16} aria-hidden />}
          onClick={onGenerate}
          loading={generating}
          disabled={!granted}
        >
          {t("accounts.api.generate")}
        </Button>
      </Group>
      {generatedKey ? (
        <Alert color="yellow" p="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text size="xs">{t("accounts.api.keyOnce")}</Text>
            <CopyButton value={generatedKey}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="white" onClick={copy}>
                  {copied ? t("accounts.common.copied") : t("accounts.common.copy")}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Alert>
      ) : null}
    </Stack>
  );
}
