import { zodResolver } from "@hookform/resolvers/zod";
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type SurveyBody, type SurveyDetail, surveyBody, surveyLimits } from "@mekuri/domain";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useForm,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-error";
import { useFieldErrorText } from "@/lib/form-errors";
import { useSurvey } from "../api/get-surveys";
import { useSaveSurvey } from "../api/save-survey";

type Form = SurveyBody;

const newChoice = () => ({ text: "", points: 0 });
const newQuestion = () => ({
  text: "",
  required: true,
  multiple: false,
  choices: [newChoice(), newChoice()],
});
const empty: Form = { title: "", description: "", questions: [newQuestion()] };

function toForm(survey: SurveyDetail): Form {
  return {
    title: survey.title,
    description: survey.description,
    questions: survey.questions.map((question) => ({
      id: question.id,
      text: question.text,
      required: question.required,
      multiple: question.multiple,
      choices: question.choices.map((choice) => ({
        id: choice.id,
        text: choice.text,
        points: choice.points,
      })),
    })),
  };
}

/** admin.md §3 Survey: questions with choices and points, required or not; one form to create and edit. */
export function SurveyEditor({
  siteId,
  surveyId,
  opened,
  onClose,
}: {
  siteId: string;
  /** null for a new survey. */
  surveyId: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const existing = useSurvey(siteId, surveyId);
  const save = useSaveSurvey(siteId, surveyId);
  const errorText = useFieldErrorText();
  const form = useForm<Form>({
    resolver: zodResolver(surveyBody) as never,
    values: surveyId ? (existing.data ? toForm(existing.data) : undefined) : empty,
  });
  const { register, control, handleSubmit, formState, setError } = form;
  const questions = useFieldArray({ control, name: "questions" });
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: onClose,
      onError: (error) => {
        if (!isApiError(error)) return;
        if (error.fields.length === 0) setError("root", { message: error.message });
        for (const issue of error.fields) setError(issue.path as never, { message: issue.message });
      },
    }),
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={surveyId ? t("surveys.editTitle") : t("surveys.createTitle")}
      size="xl"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            {...register("title")}
            label={t("surveys.title")}
            required
            error={errorText(errors.title)}
          />
          <Textarea
            {...register("description")}
            label={t("surveys.description")}
            rows={3}
            error={errorText(errors.description)}
          />
          <Title order={3} fz="md">
            {t("surveys.questions")}
          </Title>
          {questions.fields.map((field, index) => (
            <QuestionCard
              key={field.id}
              index={index}
              count={questions.fields.length}
              control={control}
              register={register}
              errors={errors}
              onMove={(to) => questions.move(index, to)}
              onRemove={() => questions.remove(index)}
            />
          ))}
          {errors.questions?.root || errors.questions?.message ? (
            <Text c="red" size="sm" role="alert">
              {errorText(errors.questions.root ?? (errors.questions as never))}
            </Text>
          ) : null}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => questions.append(newQuestion())}
            disabled={questions.fields.length >= surveyLimits.questions}
            style={{ alignSelf: "flex-start" }}
          >
            {t("surveys.addQuestion")}
          </Button>
          {errors.root ? (
            <Text c="red" size="sm" role="alert">
              {errors.root.message}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t("surveys.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function QuestionCard({
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
