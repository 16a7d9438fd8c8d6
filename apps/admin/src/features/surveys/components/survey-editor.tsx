import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Loader, Modal, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { type SurveyBody, type SurveyDetail, surveyBody, surveyLimits } from "@mekuri/domain";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { UnsavedMark } from "@/components/unsaved-mark";
import { useEditsKeptOnSave } from "@/hooks/use-edits-kept-on-save";
import { isApiError } from "@/lib/api-error";
import { useFieldErrorText } from "@/lib/form-errors";
import { useSurvey } from "../api/get-surveys";
import { useSaveSurvey } from "../api/save-survey";
import { emptySurvey, newQuestion, toSurveyForm } from "../lib/survey-form";
import { QuestionCard } from "./question-card";

type Form = SurveyBody;

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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={surveyId ? t("surveys.editTitle") : t("surveys.createTitle")}
      size="xl"
    >
      {surveyId === null ? (
        <SurveyForm siteId={siteId} survey={null} onClose={onClose} />
      ) : existing.data ? (
        <SurveyForm siteId={siteId} survey={existing.data} onClose={onClose} />
      ) : (
        <Loader />
      )}
    </Modal>
  );
}

/**
 * The form takes the survey once, as it opens: a refetch meanwhile does not reset what the reader
 * types (decision 180), and a save's answer keeps what was typed while it was on its way.
 */
function SurveyForm({
  siteId,
  survey,
  onClose,
}: {
  siteId: string;
  survey: SurveyDetail | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // A new survey kept open after its first save is that survey from then on.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const save = useSaveSurvey(siteId, survey?.id ?? createdId);
  const errorText = useFieldErrorText();
  const form = useForm<Form>({
    resolver: zodResolver(surveyBody) as never,
    defaultValues: survey ? toSurveyForm(survey) : emptySurvey,
  });
  const { register, control, handleSubmit, formState, setError } = form;
  const questions = useFieldArray({ control, name: "questions" });
  const { errors } = formState;
  const edits = useEditsKeptOnSave(form);

  const submit = handleSubmit((values) => {
    const sent = edits.snapshot();
    save.mutate(values, {
      onSuccess: (answer) => {
        if (!edits.saved(sent, toSurveyForm(answer))) onClose();
        else setCreatedId(answer.id);
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        if (error.fields.length === 0) setError("root", { message: error.message });
        for (const issue of error.fields) setError(issue.path as never, { message: issue.message });
      },
    });
  });

  return (
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
          {edits.unsaved ? <UnsavedMark /> : null}
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("surveys.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
