import { Button, Group, Text, TextInput } from "@mantine/core";
import {
  isMonth,
  type MessageKey,
  type MessageParams,
  type MonthRange,
  monthRangeProblems,
} from "@mekuri/domain";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { translate } from "@/lib/messages";

type Field = "start" | "end";
export type FieldErrors = Partial<Record<Field, string>>;

interface RangeFilterProps {
  range: MonthRange;
  onApply: (range: MonthRange) => void;
  /** Errors the server gave for the shown range, next to their fields. */
  serverErrors?: FieldErrors;
}

/** The start-month and end-month filter: the same rules as the server, told next to each field. */
export function RangeFilter({ range, onApply, serverErrors }: RangeFilterProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [values, setValues] = useState(range);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => setValues(range), [range]);
  useEffect(() => setErrors(serverErrors ?? {}), [serverErrors]);

  const say = (key: MessageKey, params?: MessageParams) => translate(key, locale, params);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    for (const field of ["start", "end"] as const) {
      if (!isMonth(values[field])) found[field] = say("dashboard.invalidMonth");
    }
    if (!found.start && !found.end) {
      for (const problem of monthRangeProblems(values, Date.now())) {
        found[problem.field] ??= say(problem.messageKey, "params" in problem ? problem.params : undefined);
      }
    }
    setErrors(found);
    if (!found.start && !found.end) onApply(values);
  }

  const field = (name: Field) => ({
    type: "month",
    value: values[name],
    error: errors[name],
    placeholder: "YYYY-MM",
    w: { base: "100%", xs: 180 },
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t("dashboard.filter.title")}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput label={t("dashboard.filter.start")} {...field("start")} />
        <TextInput label={t("dashboard.filter.end")} {...field("end")} />
        <Button type="submit" mt={{ base: 0, xs: 25 }} w={{ base: "100%", xs: "auto" }}>
          {t("dashboard.filter.apply")}
        </Button>
        <Text size="xs" c="gray.7" mt={{ base: 0, xs: 33 }}>
          {t("dashboard.filter.hint")}
        </Text>
      </Group>
    </form>
  );
}
