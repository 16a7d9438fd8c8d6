import {
  Alert,
  Anchor,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  PasswordInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import {
  type ApiAuthMethod,
  type ApiSettingsBody,
  apiAuthMethods,
  apiSettingsBody,
  localizeMessage,
} from "@mekuri/domain";
import { IconKey, IconPlugConnected } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorList, TabErrorMark } from "@/components/error-list";
import { useCurrentUser } from "@/features/shell";
import { isApiError } from "@/lib/api-error";
import { useLocale } from "@/lib/i18n";
import { generateApiKey, useApiSettings, useSaveApiSettings } from "../api/api-settings";

type Errors = Partial<Record<"ipList" | "basicId" | "basicPassword" | "apiKey" | "form", string>>;

/** The method whose panel shows a field: a save moves to the first method holding an error. */
const methodOfField: Partial<Record<keyof Errors, ApiAuthMethod>> = {
  ipList: "ip",
  basicId: "basic",
  basicPassword: "basic",
  apiKey: "api_key",
};
const fieldLabels = {
  ipList: "accounts.api.ipList",
  basicId: "accounts.api.basicId",
  basicPassword: "accounts.api.basicPassword",
  apiKey: "accounts.api.apiKey",
} as const;

/** admin.md §2 API generation dialog and §5 API dialog validation. */
export function ApiDialog() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const [opened, setOpened] = useState(false);
  const settings = useApiSettings(opened);
  const save = useSaveApiSettings();
  const [enabled, setEnabled] = useState(false);
  const [method, setMethod] = useState<ApiAuthMethod>("api_key");
  const [ipText, setIpText] = useState("");
  const [basicId, setBasicId] = useState("");
  const [basicPassword, setBasicPassword] = useState("");
  const [apiKey, setApiKey] = useState("");
  const [generated, setGenerated] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (!settings.data) return;
    setEnabled(settings.data.enabled);
    setMethod(settings.data.method);
    setIpText(settings.data.ipList.join("\n"));
    setBasicId(settings.data.basicId);
  }, [settings.data]);

  if (!user.permissions.includes("apiAccess:manage")) return null;
  const stored = settings.data;
  const granted = stored?.permissionGranted ?? true;

  const close = () => {
    setOpened(false);
    setApiKey("");
    setBasicPassword("");
    setGenerated(false);
    setErrors({});
  };

  const submit = () => {
    const body: ApiSettingsBody = {
      enabled,
      method,
      ipList: ipText.split(/\s+/).filter(Boolean),
      basicId,
      basicPassword,
      apiKey,
    };
    const next: Errors = {};
    for (const issue of apiSettingsBody.safeParse(body).error?.issues ?? []) {
      const field = String(issue.path[0] ?? "form") as keyof Errors;
      next[field] ??= localizeMessage(issue.message, locale);
    }
    // A secret left empty keeps the saved one; with none saved, the method needs it.
    if (method === "basic" && !basicPassword && !stored?.hasBasicPassword)
      next.basicPassword = localizeMessage("validation.required", locale);
    if (method === "api_key" && !apiKey && !stored?.apiKeyPrefix)
      next.apiKey = localizeMessage("api.keyRequired", locale);
    setErrors(next);
    const methods = (Object.keys(next) as (keyof Errors)[]).flatMap((field) => methodOfField[field] ?? []);
    if (methods.length > 0 && !methods.includes(method)) setMethod(methods[0]!);
    if (Object.keys(next).length) return;
    save.mutate(body, {
      onSuccess: close,
      onError: (error) =>
        isApiError(error) && !error.isTransportError && setErrors({ form: error.messages.join(" ") }),
    });
  };

  const generate = async () => {
    const response = await generateApiKey();
    setApiKey(response.apiKey);
    setGenerated(true);
  };
  const endpoint = `${window.location.origin}/api/v1/external/accounts/${user.account.id}/sites`;

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
          <Switch
            label={t("accounts.api.enabled")}
            checked={enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
            disabled={!granted}
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t("accounts.api.method")}
            </Text>
            <SegmentedControl
              fullWidth
              value={method}
              onChange={(value) => setMethod(value as ApiAuthMethod)}
              data={apiAuthMethods.map((value) => ({
                value,
                label: (
                  <span>
                    {t(`accounts.api.methods.${value}`)}
                    {(Object.keys(errors) as (keyof Errors)[]).some(
                      (field) => methodOfField[field] === value,
                    ) ? (
                      <TabErrorMark />
                    ) : null}
                  </span>
                ),
              }))}
              disabled={!granted}
            />
          </div>
          {method === "ip" ? (
            <Textarea
              label={t("accounts.api.ipList")}
              description={t("accounts.api.ipHint")}
              autosize
              minRows={3}
              value={ipText}
              onChange={(event) => setIpText(event.currentTarget.value)}
              error={errors.ipList}
              required
            />
          ) : null}
          {method === "basic" ? (
            <>
              <TextInput
                label={t("accounts.api.basicId")}
                value={basicId}
                onChange={(event) => setBasicId(event.currentTarget.value)}
                error={errors.basicId}
                required
                autoComplete="off"
              />
              <PasswordInput
                label={t("accounts.api.basicPassword")}
                description={stored?.hasBasicPassword ? t("accounts.api.keepSecret") : undefined}
                value={basicPassword}
                onChange={(event) => setBasicPassword(event.currentTarget.value)}
                error={errors.basicPassword}
                required={!stored?.hasBasicPassword}
                autoComplete="new-password"
              />
            </>
          ) : null}
          {method === "api_key" ? (
            <Stack gap={6}>
              <Group align="flex-end" wrap="nowrap">
                <TextInput
                  label={t("accounts.api.apiKey")}
                  description={
                    stored?.apiKeyPrefix
                      ? `${t("accounts.api.storedKey", { prefix: stored.apiKeyPrefix })} — ${t("accounts.api.keepSecret")}`
                      : undefined
                  }
                  value={apiKey}
                  onChange={(event) => {
                    setApiKey(event.currentTarget.value);
                    setGenerated(false);
                  }}
                  error={errors.apiKey}
                  style={{ flex: 1 }}
                  ff="monospace"
                  autoComplete="off"
                />
                <Button
                  variant="light"
                  leftSection={<IconKey size={16} aria-hidden />}
                  onClick={generate}
                  disabled={!granted}
                >
                  {t("accounts.api.generate")}
                </Button>
              </Group>
              {generated ? (
                <Alert color="yellow" p="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="xs">{t("accounts.api.keyOnce")}</Text>
                    <CopyButton value={apiKey}>
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
          ) : null}
          <ErrorList
            errors={(Object.keys(fieldLabels) as (keyof typeof fieldLabels)[]).flatMap((field) =>
              errors[field] ? [{ where: t(fieldLabels[field]), message: errors[field] }] : [],
            )}
          />
          {errors.form ? (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          ) : null}
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
