import { Group, Modal, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import { IconMail } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AnswerLines } from "@/components/answer-lines";
import { CsvExportButton } from "@/components/csv-export-button";
import { ListFooter } from "@/components/list-footer";
import { LoadFailed } from "@/components/load-failed";
import { useDateTimeFormat } from "@/lib/date-time";
import { exportSurveyResponses, useSurveyResponses } from "../api/get-survey-responses";
import type { SurveySummary } from "../api/get-surveys";

const pageSize = 20;

/** Every response of one survey: who answered, what they chose and their score; CSV export. */
export function SurveyResponses({
  siteId,
  survey,
  canExport,
  onClose,
}: {
  siteId: string;
  survey: SurveySummary;
  canExport: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [page, setPage] = useState(1);
  const [debouncedEmail] = useDebouncedValue(email.trim(), 300);
  const responses = useSurveyResponses(siteId, survey.id, {
    page,
    size: pageSize,
    email: debouncedEmail || undefined,
  });
  const format = useDateTimeFormat();
  const items = responses.data?.items ?? [];
  // On a phone the answers need the whole screen.
  const phone = useMediaQuery("(max-width: 48em)");
  return (
    <Modal
      opened
      onClose={onClose}
      title={t("surveys.responsesOf", { name: survey.title })}
      size="xl"
      fullScreen={phone}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <TextInput
            label={t("surveys.email")}
            leftSection={<IconMail size={16} aria-hidden />}
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: "100%", sm: 260 }}
          />
          {canExport ? (
            <CsvExportButton
              label={t("surveys.exportCsv")}
              run={() => exportSurveyResponses(siteId, survey.id, debouncedEmail || undefined)}
            />
          ) : null}
        </Group>
        {responses.isError ? (
          <LoadFailed error={responses.error} onRetry={() => responses.refetch()} />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("surveys.answeredAt")}</Table.Th>
                  <Table.Th>{t("surveys.email")}</Table.Th>
                  <Table.Th>{t("surveys.score")}</Table.Th>
                  <Table.Th>{t("surveys.answers")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>
                      {format.format(new Date(item.createdAt))}
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: "top" }}>{item.email}</Table.Td>
                    <Table.Td style={{ verticalAlign: "top" }}>
                      <Text fw={700} size="sm">
                        {item.totalScore}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <AnswerLines
                        lines={item.answers.map((answer) => ({
                          key: answer.questionId,
                          label: answer.question,
                          value: answer.choices,
                        }))}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {responses.data && items.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {t("surveys.noResponses")}
          </Text>
        ) : null}
        <ListFooter
          totalText={t("surveys.total", { count: responses.data?.total ?? 0 })}
          total={responses.data?.total ?? 0}
          pageSize={pageSize}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
    </Modal>
  );
}
