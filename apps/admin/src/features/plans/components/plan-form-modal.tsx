import { zodResolver } from "@hookform/resolvers/zod";
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { type Plan, type PlanBody, planBody, planChannels, planFlags, planTiers } from "@mekuri/domain";
import { useState } from "react";
import { Controller, type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { UnsavedMark } from "@/components/unsaved-mark";
import { useEditsKeptOnSave } from "@/hooks/use-edits-kept-on-save";
import { isApiError } from "@/lib/api-error";
import { applyServerFieldErrors, useFieldErrorText } from "@/lib/form-errors";
import { showToast } from "@/lib/notify";
import { useSavePlan } from "../api/save-plan";

const numberFields = [
  "price",
  "quantitySwipe",
  "quantitySite",
  "limitAccess",
  "limitAccessPrice",
  "contractTermMonths",
] as const;

const empty: PlanBody = {
  name: "",
  tier: "light",
  channel: "direct",
  trial: false,
  multilingual: false,
  price: 0,
  quantitySwipe: 12,
  quantitySite: 1,
  limitAccess: 10_000,
  limitAccessPrice: 0,
  contractTermMonths: 12,
  swipe: true,
  privateDomain: false,
  settingPopupCta: false,
  settingFormContact: false,
  analyticsEffect: false,
  settingTagSeo: false,
  multiLanguage: false,
};

function toBody(plan: Plan): PlanBody {
  const { id: _id, accountCount: _count, createdAt: _created, ...body } = plan;
  return body;
}

/**
 * admin.md §3 Plan: every field and flag, in one form for create and edit. Mounted per opening: it
 * takes the plan once, and a save's answer keeps what was typed while it was on its way (decision 180).
 */
export function PlanFormModal({
  plan,
  opened,
  onClose,
}: {
  plan: Plan | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  // A new plan kept open after its first save is that plan from then on.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const id = plan?.id ?? createdId;
  const save = useSavePlan(id);
  const form = useForm<PlanBody>({
    resolver: zodResolver(planBody) as never,
    defaultValues: plan ? toBody(plan) : empty,
  });
  const { register, control, handleSubmit, formState, setError } = form;
  const { errors } = formState;
  const edits = useEditsKeptOnSave(form);

  const submit = handleSubmit((values) => {
    const sent = edits.snapshot();
    save.mutate(values, {
      onSuccess: (response) => {
        if (!edits.saved(sent, toBody(response.plan))) onClose();
        else setCreatedId(response.plan.id);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === "CONFLICT") setError("name", { message: error.message });
        else if (
          !applyServerFieldErrors(error, setError, ["name", ...numberFields] as Path<PlanBody>[]) &&
          isApiError(error) &&
          !error.isTransportError
        )
          // Nothing to show under a field: say why the save failed (the client toasts lost connections).
          showToast(error.message, "error");
      },
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={id ? t("accounts.plans.editTitle") : t("accounts.plans.createTitle")}
      size="xl"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            {...register("name")}
            label={t("accounts.plans.name")}
            required
            error={errorText(errors.name)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="tier"
              render={({ field }) => (
                <Select
                  label={t("accounts.plans.tier")}
                  data={planTiers.map((value) => ({ value, label: t(`accounts.plans.tiers.${value}`) }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                />
              )}
            />
            <Controller
              control={control}
              name="channel"
              render={({ field }) => (
                <Select
                  label={t("accounts.plans.channel")}
                  data={planChannels.map((value) => ({
                    value,
                    label: t(`accounts.plans.channels.${value}`),
                  }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                />
              )}
            />
            {numberFields.map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <NumberInput
                    label={t(
                      name === "contractTermMonths"
                        ? "accounts.plans.contractTerm"
                        : `accounts.plans.${name}`,
                    )}
                    value={field.value}
                    onChange={(value) => field.onChange(typeof value === "number" ? value : Number(value))}
                    min={0}
                    thousandSeparator=","
                    allowDecimal={false}
                    allowNegative={false}
                    error={errorText(errors[name])}
                  />
                )}
              />
            ))}
          </SimpleGrid>
          <Group gap="xl">
            {(["trial", "multilingual"] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <Switch
                    label={t(`accounts.plans.${name}`)}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            ))}
          </Group>
          <div>
            <Text size="sm" fw={500} mb={6}>
              {t("accounts.plans.features")}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {planFlags.map((flag) => (
                <Controller
                  key={flag}
                  control={control}
                  name={flag}
                  render={({ field }) => (
                    <Checkbox
                      label={t(`accounts.plans.flags.${flag}`)}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
          </div>
          <Group justify="flex-end">
            {edits.unsaved ? <UnsavedMark /> : null}
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t("accounts.common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
