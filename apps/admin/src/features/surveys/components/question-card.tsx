import { ActionIcon, Button, Card, Group, NumberInput, Stack, Switch, Text, TextInput } from "@mantine/core";
import { type SurveyBody, surveyLimits } from "@mekuri/domain";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFieldErrorText } from "@/lib/form-errors";
import { newChoice } from "../lib/survey-form";

type Form = SurveyBody;

/** One question of the survey: its text, order, required and multiple switches, and its choices with points. */
export function QuestionCard({
  index,
  count,
  control,
  register,
  errors,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  control: Control<Form>;
  register: UseFormRegister<Form>;
  errors: FieldErrors<Form>;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const choices = useFieldArray({ control, name: `questions.${index}.choices` });
  const questionErrors = errors.questions?.[index];
  const number = index + 1;
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <TextInput
            {...register(`questions.${index}.text`)}
            label={t("surveys.question", { number })}
            required
            error={errorText(questionErrors?.text)}
            style={{ flex: 1 }}
          />
          <Group gap={4} mt={24} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t("surveys.moveUp", { number })}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t("surveys.moveDown", { number })}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t("surveys.removeQuestion", { number })}
              disabled={count === 1}
              onClick={onRemove}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Group gap="xl">
          <Controller
            control={control}
            name={`questions.${index}.required`}
            render={({ field }) => (
              <Switch
                label={t("surveys.required")}
                checked={field.value ?? true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Controller
            control={control}
            name={`questions.${index}.multiple`}
            render={({ field }) => (
              <Switch
                label={t("surveys.multiple")}
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        </Group>
        <Stack gap={6}>
          {choices.fields.map((choice, choiceIndex) => (
            <Group key={choice.id} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                {...register(`questions.${index}.choices.${choiceIndex}.text`)}
                aria-label={t("surveys.choice", { number: choiceIndex + 1 })}
                placeholder={t("surveys.choice", { number: choiceIndex + 1 })}
                error={errorText(questionErrors?.choices?.[choiceIndex]?.text)}
                style={{ flex: 1 }}
              />
              <Controller
                control={control}
                name={`questions.${index}.choices.${choiceIndex}.points`}
                render={({ field }) => (
                  <NumberInput
                    aria-label={t("surveys.points", { number: choiceIndex + 1 })}
                    value={field.value ?? 0}
                    onChange={(value) =>
                      field.onChange(typeof value === "number" ? value : Number(value) || 0)
                    }
                    allowDecimal={false}
                    min={-1000}
                    max={1000}
                    w={96}
                    rightSection={
                      <Text size="xs" c="dimmed" pr={6}>
                        {t("surveys.pointsUnit")}
                      </Text>
                    }
                    error={errorText(questionErrors?.choices?.[choiceIndex]?.points)}
                  />
                )}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={6}
                aria-label={t("surveys.removeChoice", { number: choiceIndex + 1 })}
                disabled={choices.fields.length === 1}
                onClick={() => choices.remove(choiceIndex)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {questionErrors?.choices?.root || questionErrors?.choices?.message ? (
            <Text c="red" size="sm" role="alert">
              {errorText(questionErrors.choices.root ?? (questionErrors.choices as never))}
            </Text>
          ) : null}
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => choices.append(newChoice())}
            disabled={choices.fields.length >= surveyLimits.choices}
            style={{ alignSelf: "flex-start" }}
          >
            {t("surveys.addChoice")}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
