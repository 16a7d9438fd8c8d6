import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Radio, Select, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import {
  type ChildAccountKind,
  type CreateUserBody,
  createUserBody,
  type UpdateUserBody,
  updateUserBody,
} from "@mekuri/domain";
import { useState } from "react";
import { Controller, type Path, type UseFormReturn, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AuthorityField } from "@/components/authority-field";
import { UnsavedMark } from "@/components/unsaved-mark";
import { useEditsKeptOnSave } from "@/hooks/use-edits-kept-on-save";
import { isApiError } from "@/lib/api-error";
import { applyServerFieldErrors, useFieldErrorText } from "@/lib/form-errors";
import { useAssignablePlans } from "../api/get-assignable-plans";

type Values = CreateUserBody & UpdateUserBody;
const fieldNames = [
  "kind",
  "companyName",
  "contactName",
  "email",
  "planId",
  "contractStartDate",
  "contractEndDate",
] as const;

interface UserFormProps {
  mode: "create" | "update";
  defaults: Partial<Values>;
  /** Kinds the parent may hold (create only). */
  kinds?: readonly ChildAccountKind[];
  /** The edited account's kind (update only): license issuance only matters above users. */
  accountKind?: ChildAccountKind;
  submitLabel: string;
  pending: boolean;
  /**
   * `saved` shows the save's answer, keeping what was typed since (decision 180); it is true when
   * such edits stayed, and the form must then stay open.
   */
  onSubmit: (
    values: Values,
    form: UseFormReturn<Values>,
    saved: (answer: Partial<Values>) => boolean,
  ) => void;
  onCancel?: () => void;
}

/** Applies a failed save to the form: field errors on their fields, a duplicate e-mail on the e-mail. */
export function applySaveError(error: unknown, form: UseFormReturn<Values>): boolean {
  // The only conflict a user form can meet is an e-mail address already registered.
  if (isApiError(error) && error.code === "CONFLICT") {
    form.setError("email", { message: error.message });
    return true;
  }
  return applyServerFieldErrors(error, form.setError, fieldNames as unknown as Path<Values>[]);
}

/** admin.md §3 User/account: every field an operator sets, for creating and for the edit mode. */
export function UserForm({
  mode,
  defaults,
  kinds = [],
  accountKind,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: UserFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const plans = useAssignablePlans();
  const schema = mode === "create" ? createUserBody : updateUserBody;
  const form = useForm<Values>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: {
      permissionGranted: false,
      licenseIssuance: false,
      customLogo: true,
      authority: "edit",
      planId: null,
      contractStartDate: null,
      contractEndDate: null,
      ...defaults,
    },
  });
  const { register, control, handleSubmit, formState } = form;
  const { errors } = formState;
  const edits = useEditsKeptOnSave(form);
  const [kind, setKind] = useState(defaults.kind ?? accountKind);
  const nullable = { setValueAs: (value: string) => value || null };

  return (
    <form
      onSubmit={handleSubmit((values) => {
        const sent = edits.snapshot();
        onSubmit(values, form, (answer) => edits.saved(sent, answer as Values));
      })}
      noValidate
    >
      <Stack gap="md">
        {mode === "create" ? (
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <Radio.Group
                label={t("accounts.users.kind")}
                required
                value={field.value ?? ""}
                onChange={(value) => {
                  field.onChange(value);
                  setKind(value as ChildAccountKind);
                }}
                error={errorText(errors.kind)}
              >
                <Group gap="lg" mt={6}>
                  {kinds.map((value) => (
                    <Radio key={value} value={value} label={t(`accountKinds.${value}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...register("companyName")}
            label={t("accounts.users.companyName")}
            required
            error={errorText(errors.companyName)}
          />
          <TextInput
            {...register("contactName")}
            label={t("accounts.users.contactName")}
            required
            error={errorText(errors.contactName)}
          />
          <TextInput
            {...register("email")}
            label={t("accounts.users.email")}
            type="email"
            required
            error={errorText(errors.email)}
          />
          <Controller
            control={control}
            name="planId"
            render={({ field }) => (
              <Select
                label={t("accounts.users.plan")}
                description={mode === "update" ? t("accounts.users.planNote") : undefined}
                placeholder={t("accounts.users.noPlan")}
                data={(plans.data?.items ?? []).map((plan) => ({ value: plan.id, label: plan.name }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                clearable={mode === "create"}
                searchable
                selectFirstOptionOnChange
                error={errorText(errors.planId)}
              />
            )}
          />
          <TextInput
            {...register("contractStartDate", nullable)}
            type="date"
            label={t("accounts.users.contractStart")}
            error={errorText(errors.contractStartDate)}
          />
          <TextInput
            {...register("contractEndDate", nullable)}
            type="date"
            label={t("accounts.users.contractEnd")}
            error={errorText(errors.contractEndDate)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="permissionGranted"
            render={({ field }) => (
              <Switch
                label={t("accounts.users.permission")}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          {kind !== "user" ? (
            <Controller
              control={control}
              name="licenseIssuance"
              render={({ field }) => (
                <Switch
                  label={t("accounts.users.license")}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
          ) : null}
          <Controller
            control={control}
            name="customLogo"
            render={({ field }) => (
              <Switch
                label={t("accounts.users.logo")}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="authority"
          render={({ field }) => (
            <AuthorityField
              label={t("accounts.users.authority")}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Group justify="flex-end">
          {edits.unsaved ? <UnsavedMark /> : null}
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t("common.cancel")}
            </Button>
          ) : null}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export type UserFormValues = Values;
