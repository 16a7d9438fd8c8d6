import { ActionIcon, Button, Card, Group, Stack, Table, Text, Tooltip } from "@mantine/core";
import { IconListDetails, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "@/components/confirm-delete-modal";
import { LoadFailed } from "@/components/load-failed";
import { useDateTimeFormat } from "@/lib/date-time";
import { useDeleteSurvey } from "../api/delete-survey";
import { type SurveySummary, useSurveys } from "../api/get-surveys";
import { SurveyEditor } from "./survey-editor";
import { SurveyResponses } from "./survey-responses";

/** A site's surveys: create, edit and delete (with confirmation); answering is on the public site. */
export function SurveyList({
  siteId,
  canEdit,
  canExport,
}: {
  siteId: string;
  canEdit: boolean;
  canExport: boolean;
}) {
  const { t } = useTranslation();
  const surveys = useSurveys(siteId);
  const remove = useDeleteSurvey(siteId);
  // undefined: closed; null: a new survey.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<SurveySummary | null>(null);
  const [reading, setReading] = useState<SurveySummary | null>(null);
  const format = useDateTimeFormat();
  const items = surveys.data?.items ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text c="dimmed" size="sm" style={{ flex: 1 }}>
          {t("surveys.intro")}
        </Text>
        {canEdit ? (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
            {t("surveys.create")}
          </Button>
        ) : null}
      </Group>
      {surveys.isError ? (
        <LoadFailed error={surveys.error} onRetry={() => surveys.refetch()} />
      ) : (
        <Card p={0} withBorder>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" horizontalSpacing="md" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("surveys.title")}</Table.Th>
                  <Table.Th>{t("surveys.responses")}</Table.Th>
                  <Table.Th>{t("surveys.updatedAt")}</Table.Th>
                  <Table.Th aria-label={t("surveys.actions")} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((survey) => (
                  <Table.Tr key={survey.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {survey.title}
                      </Text>
                      {survey.description ? (
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {survey.description}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{survey.responseCount.toLocaleString()}</Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>
                      {format.format(new Date(survey.updatedAt))}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Tooltip label={t("surveys.responses")}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`${t("surveys.responses")}: ${survey.title}`}
                            onClick={() => setReading(survey)}
                          >
                            <IconListDetails size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        {canEdit ? (
                          <Tooltip label={t("surveys.edit")}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={`${t("surveys.edit")}: ${survey.title}`}
                              onClick={() => setEditing(survey.id)}
                            >
                              <IconPencil size={16} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        ) : null}
                        {canEdit ? (
                          <Tooltip label={t("surveys.delete")}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`${t("surveys.delete")}: ${survey.title}`}
                              onClick={() => setDeleting(survey)}
                            >
                              <IconTrash size={16} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {surveys.data && items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t("surveys.empty")}
            </Text>
          ) : null}
        </Card>
      )}
      {editing !== undefined ? (
        <SurveyEditor siteId={siteId} surveyId={editing} opened onClose={() => setEditing(undefined)} />
      ) : null}
      {reading ? (
        <SurveyResponses
          siteId={siteId}
          survey={reading}
          canExport={canExport}
          onClose={() => setReading(null)}
        />
      ) : null}
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t("surveys.confirmDelete")}
        message={t("surveys.deleteWarning", { name: deleting?.title ?? "" })}
        confirmLabel={t("surveys.delete")}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
