import { Modal, Text, TextInput } from "@mantine/core";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import type { SurveyResponsePage } from "@mekuri/domain";
import { IconMail } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AnswerLines } from "@/components/answer-lines";
import { CsvExportButton } from "@/components/csv-export-button";
import type { TableColumn } from "@/components/data-table";
import { PagedList } from "@/components/paged-list";
import { useListFilters } from "@/hooks/use-list-filters";
import { useDateTimeFormat } from "@/lib/date-time";
import { exportSurveyResponses, useSurveyResponses } from "../api/get-survey-responses";
import type { SurveySummary } from "../api/get-surveys";

const pageSize = 20;

type SurveyResponse = SurveyResponsePage["items"][number];

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
  const { filters, setFilter, page, setPage } = useListFilters({ email: "" });
  const [debouncedEmail] = useDebouncedValue(filters.email.trim(), 300);
  const responses = useSurveyResponses(siteId, survey.id, {
    page,
    size: pageSize,
    email: debouncedEmail || undefined,
  });
  const format = useDateTimeFormat();
  // On a phone the answers need the whole screen.
  const phone = useMediaQuery("(max-width: 48em)");
  const columns: TableColumn<SurveyResponse>[] = [
    {
      id: "at",
      header: t("surveys.answeredAt"),
      nowrap: true,
      top: true,
      cell: (item) => format.format(new Date(item.createdAt)),
    },
    { id: "email", header: t("surveys.email"), top: true, cell: (item) => item.email },
    {
      id: "score",
      header: t("surveys.score"),
      top: true,
      cell: (item) => (
        <Text fw={700} size="sm">
          {item.totalScore}
        </Text>
      ),
    },
    {
      id: "answers",
      header: t("surveys.answers"),
      cell: (item) => (
        <AnswerLines
          lines={item.answers.map((answer) => ({
            key: answer.questionId,
            label: answer.question,
            value: answer.choices,
          }))}
        />
      ),
    },
  ];
  return (
    <Modal
      opened
      onClose={onClose}
      title={t("surveys.responsesOf", { name: survey.title })}
      size="xl"
      fullScreen={phone}
    >
      <PagedList
        query={responses}
        columns={columns}
        minWidth={560}
        emptyText={t("surveys.noResponses")}
        totalText={(count) => t("surveys.total", { count })}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        filters={
          <TextInput
            label={t("surveys.email")}
            leftSection={<IconMail size={16} aria-hidden />}
            value={filters.email}
            onChange={(event) => setFilter("email")(event.currentTarget.value)}
            w={{ base: "100%", sm: 260 }}
          />
        }
        actions={
          canExport ? (
            <CsvExportButton
              label={t("surveys.exportCsv")}
              run={() => exportSurveyResponses(siteId, survey.id, debouncedEmail || undefined)}
            />
          ) : null
        }
      />
    </Modal>
  );
}
