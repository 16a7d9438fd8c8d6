import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import {
  type CreateSiteBody,
  createSiteBodyFor,
  type PlanCapabilities,
  siteLanguages,
  viewModes,
} from "@mekuri/domain";
import { IconInfoCircle } from "@tabler/icons-react";
import { type ReactNode, useEffect } from "react";
import { Controller, type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-error";
import { applyServerFieldErrors, useFieldErrorText } from "@/lib/form-errors";
import { showToast } from "@/lib/notify";

type Values = Required<Pick<CreateSiteBody, "name" | "numberHorizontal" | "numberVertical">> & {
  viewMode: NonNullable<CreateSiteBody["viewMode"]>;
  defaultLanguage: NonNullable<CreateSiteBody["defaultLanguage"]>;
  languages: NonNullable<CreateSiteBody["languages"]>;
};

const fieldNames: Path<Values>[] = [
  "name",
  "numberHorizontal",
  "numberVertical",
  "viewMode",
  "defaultLanguage",
  "languages",
];

interface CreateSiteFormProps {
  /** The plan of the account the site is for. */
  capabilities: PlanCapabilities;
  /** The plan of a newly chosen account is still loading: the shown limits are the previous account's. */
  capabilitiesPending?: boolean;
  /** Given when the chosen account's plan could not be loaded: offers to try again. */
  capabilitiesFailed?: (() => void) | undefined;
  /** Where operators choose the account the site is for (none: the caller's own). */
  accountField?: ReactNode;
  /** The site is for an account other than the caller's, so a missing plan is that account's. */
  forAnotherAccount?: boolean;
  pending: boolean;
  onSubmit: (values: Values) => Promise<unknown>;
  onCancel: () => void;
}

/** admin.md §2 Site create: name, grid, view mode and languages; validated by the server's schema. */
export function CreateSiteForm({
  capabilities,
  capabilitiesPending = false,
  capabilitiesFailed,
  accountField,
  forAnotherAccount = false,
  pending,
  onSubmit,
  onCancel,
}: CreateSiteFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const maxPages = capabilities.maxPagesPerSite;
  const multiLanguage = capabilities.features.multiLanguage;
  const form = useForm<Values>({
    resolver: zodResolver(createSiteBodyFor({ maxPages }) as never) as never,
    defaultValues: {
      name: "",
      numberHorizontal: 1,
      numberVertical: 1,
      viewMode: "MOBILE",
      defaultLanguage: "ja",
      languages: ["ja"],
    },
  });
  const { errors } = form.formState;
  const [columns, rows, languages] = form.watch(["numberHorizontal", "numberVertical", "languages"]);
  const pages = (Number(columns) || 0) * (Number(rows) || 0);

  // Another account's plan without multi-language keeps only the default language.
  useEffect(() => {
    if (!multiLanguage && form.getValues("languages").length > 1) {
      form.setValue("languages", [form.getValues("defaultLanguage")]);
    }
  }, [form, multiLanguage]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a grid error shown names the previous plan's maximum
  useEffect(() => {
    if (form.formState.isSubmitted) void form.trigger(["numberVertical", "numberHorizontal"]);
  }, [form, maxPages]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (
        !applyServerFieldErrors(error, form.setError, fieldNames) &&
        isApiError(error) &&
        !error.isTransportError
      ) {
        showToast(error.message, "error");
      }
    }
  });

  return (
    <Card withBorder padding="lg" maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {accountField}
          <TextInput
            label={t("sites.fields.name")}
            required
            {...form.register("name")}
            error={errorText(errors.name)}
          />
          <div>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <Controller
                control={form.control}
                name="numberVertical"
                render={({ field }) => (
                  <NumberInput
                    label={t("sites.fields.rows")}
                    required
                    min={1}
                    max={100}
                    allowDecimal={false}
                    clampBehavior="none"
                    value={field.value}
                    onChange={(value) =>
                      field.onChange(typeof value === "number" ? value : Number(value) || 0)
                    }
                    error={errorText(errors.numberVertical)}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="numberHorizontal"
                render={({ field }) => (
                  <NumberInput
                    label={t("sites.fields.columns")}
                    required
                    min={1}
                    allowDecimal={false}
                    clampBehavior="none"
                    value={field.value}
                    onChange={(value) =>
                      field.onChange(typeof value === "number" ? value : Number(value) || 0)
                    }
                    error={errorText(errors.numberHorizontal)}
                  />
                )}
              />
            </SimpleGrid>
            <Text size="sm" c={Number.isFinite(maxPages) && pages > maxPages ? "red" : "dimmed"} mt={6}>
              {Number.isFinite(maxPages)
                ? t("sites.create.pagesOfMax", { count: pages, max: maxPages })
                : t("sites.create.pages", { count: pages })}
            </Text>
          </div>
          <Controller
            control={form.control}
            name="viewMode"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t("sites.fields.viewMode")}
                </Text>
                <SegmentedControl
                  data={viewModes.map((value) => ({ value, label: t(`sites.viewModes.${value}`) }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  w={{ base: "100%", xs: 320 }}
                />
              </Stack>
            )}
          />
          <Controller
            control={form.control}
            name="languages"
            render={({ field }) => (
              <Checkbox.Group
                label={t("sites.fields.languages")}
                description={multiLanguage ? undefined : t("sites.lock.multiLanguage")}
                value={field.value}
                onChange={(value) => {
                  field.onChange(siteLanguages.filter((lang) => value.includes(lang)));
                  const current = form.getValues("defaultLanguage");
                  const first = siteLanguages.find((lang) => value.includes(lang));
                  if (!value.includes(current) && first) form.setValue("defaultLanguage", first);
                }}
                error={errorText(errors.languages as never)}
              >
                <Group gap="lg" mt={6}>
                  {siteLanguages.map((lang) => (
                    <Checkbox
                      key={lang}
                      value={lang}
                      label={t(`languages.${lang}`)}
                      disabled={!multiLanguage && !field.value.includes(lang)}
                    />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
          <Controller
            control={form.control}
            name="defaultLanguage"
            render={({ field }) => (
              <Select
                label={t("sites.fields.defaultLanguage")}
                required
                allowDeselect={false}
                data={(languages.length ? languages : siteLanguages).map((lang) => ({
                  value: lang,
                  label: t(`languages.${lang}`),
                }))}
                value={field.value}
                onChange={(value) => {
                  if (!value) return;
                  field.onChange(value);
                  if (!multiLanguage) form.setValue("languages", [value as Values["defaultLanguage"]]);
                }}
                error={errorText(errors.defaultLanguage)}
                w={{ base: "100%", xs: 320 }}
              />
            )}
          />
          {capabilitiesFailed ? (
            <Alert color="red" icon={<IconInfoCircle size={18} />}>
              <Group justify="space-between" gap="sm">
                {t("shell.loadFailed")}
                <Button size="xs" variant="light" color="red" onClick={capabilitiesFailed}>
                  {t("common.retry")}
                </Button>
              </Group>
            </Alert>
          ) : null}
          {!capabilities.contracted ? (
            <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
              {t(forAnotherAccount ? "sites.lock.accountNotContracted" : "sites.lock.notContracted")}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t("common.cancel")}
            </Button>
            <Button
              type="submit"
              loading={pending}
              disabled={capabilitiesPending || !capabilities.contracted}
            >
              {t("sites.create.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
