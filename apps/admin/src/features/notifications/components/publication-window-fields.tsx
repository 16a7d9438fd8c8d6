import { Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { type PublicationType, publicationTypes } from "@mekuri/domain";
import { useId } from "react";
import { type Control, Controller, type FieldErrors, type FieldValues, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DateTimeField } from "@/components/date-time-field";
import { useFieldErrorText } from "@/lib/form-errors";

/** The fields every notice form shares: how it is published and the window it is shown in. */
export interface WindowFieldValues extends FieldValues {
  publicationType: PublicationType;
  startDate?: string | null;
  endDate?: string | null;
}

/**
 * Instant or scheduled publication and the start and end dates (admin.md §3, §5), for news, site
 * deliveries and system notifications alike. A scheduled item marks its start as required.
 */
export function PublicationWindowFields<T extends WindowFieldValues>({
  control,
  errors,
  scheduled,
}: {
  control: Control<T>;
  errors: FieldErrors<T>;
  scheduled: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const labelId = useId();
  // react-hook-form cannot see these names through the generic form type; WindowFieldValues holds them.
  const name = (field: keyof WindowFieldValues & string) => field as Path<T>;
  return (
    <>
      <Controller
        control={control}
        name={name("publicationType")}
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id={labelId}>
              {t("notices.fields.publicationType")}
            </Text>
            <SegmentedControl
              aria-labelledby={labelId}
              value={field.value}
              onChange={field.onChange}
              data={publicationTypes.map((value) => ({
                value,
                label: t(`notices.publicationTypes.${value}`),
              }))}
              w="fit-content"
            />
          </Stack>
        )}
      />
      <Group align="flex-start" gap="md">
        <Controller
          control={control}
          name={name("startDate")}
          render={({ field }) => (
            <DateTimeField
              label={`${t("notices.fields.startDate")}${scheduled ? " *" : ""}`}
              value={field.value ?? null}
              onChange={field.onChange}
              error={errorText(errors.startDate as never)}
            />
          )}
        />
        <Controller
          control={control}
          name={name("endDate")}
          render={({ field }) => (
            <DateTimeField
              label={t("notices.fields.endDate")}
              value={field.value ?? null}
              onChange={field.onChange}
              error={errorText(errors.endDate as never)}
            />
          )}
        />
      </Group>
    </>
  );
}
