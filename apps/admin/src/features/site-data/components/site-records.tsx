import { Card, Group, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { siteLanguages } from "@mekuri/domain";
import { IconMail, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AnswerLines } from "@/components/answer-lines";
import { CsvExportButton } from "@/components/csv-export-button";
import { ListFooter } from "@/components/list-footer";
import { LoadFailed } from "@/components/load-failed";
import { useDateTimeFormat } from "@/lib/date-time";
import { exportSiteRecords } from "../api/export-site-records";
import { type SiteRecordFilters, type SiteRecordKind, useSiteRecords } from "../api/site-records";

const pageSize = 20;

interface Answer {
  fieldId: string;
  title: string;
  value: string | number | string[];
}

interface Row {
  id: string;
  email: string | null;
  lang: string;
  fields: Answer[];
  createdAt: string;
  lastLoginAt?: string | null;
}

/** One tab of admin.md §2 "Membership, CONTACT and Form lists": keyword, e-mail and language search. */
export function SiteRecords({
  kind,
  siteId,
  canExport,
}: {
  kind: SiteRecordKind;
  siteId: string;
  canExport: boolean;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const [email, setEmail] = useState("");
  const [lang, setLang] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [debouncedKeyword] = useDebouncedValue(keyword.trim(), 300);
  const [debouncedEmail] = useDebouncedValue(email.trim(), 300);
  const filters: SiteRecordFilters = {
    page,
    size: pageSize,
    keyword: debouncedKeyword || undefined,
    email: debouncedEmail || undefined,
    lang: lang ?? undefined,
  };
  const records = useSiteRecords(kind, siteId, filters);
  const rows = (records.data?.items ?? []) as Row[];
  const format = useDateTimeFormat();
  const onFilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: 1 }}>
          <TextInput
            label={t("siteData.keyword")}
            placeholder={t("siteData.keywordPlaceholder")}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={keyword}
            onChange={(event) => onFilter(setKeyword)(event.currentTarget.value)}
            w={{ base: "100%", sm: 240 }}
          />
          <TextInput
            label={t("siteData.email")}
            placeholder="name@example.com"
            leftSection={<IconMail size={16} aria-hidden />}
            value={email}
            onChange={(event) => onFilter(setEmail)(event.currentTarget.value)}
            w={{ base: "100%", sm: 240 }}
          />
          <Select
            label={t("siteData.language")}
            placeholder={t("siteData.allLanguages")}
            data={siteLanguages.map((value) => ({ value, label: t(`languages.${value}`) }))}
            value={lang}
            onChange={onFilter(setLang)}
            clearable
            w={{ base: "100%", sm: 160 }}
          />
        </Group>
        {canExport ? (
          <CsvExportButton
            label={t("siteData.exportCsv")}
            run={() => exportSiteRecords(kind, siteId, filters)}
          />
        ) : null}
      </Group>

      {records.isError ? (
        <LoadFailed error={records.error} onRetry={() => records.refetch()} />
      ) : (
        <Card p={0} withBorder>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" horizontalSpacing="md" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{kind === "member" ? t("siteData.registeredAt") : t("siteData.sentAt")}</Table.Th>
                  <Table.Th>{t("siteData.email")}</Table.Th>
                  <Table.Th>{t("siteData.language")}</Table.Th>
                  <Table.Th>{t("siteData.answers")}</Table.Th>
                  {kind === "member" ? <Table.Th>{t("siteData.lastLogin")}</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>
                      {format.format(new Date(row.createdAt))}
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: "top" }}>{row.email ?? "—"}</Table.Td>
                    <Table.Td style={{ verticalAlign: "top" }}>
                      {t(`languages.${row.lang}`, row.lang)}
                    </Table.Td>
                    <Table.Td>
                      <AnswerLines
                        lines={row.fields.map((field) => ({
                          key: field.fieldId,
                          label: field.title,
                          value: field.value,
                        }))}
                      />
                    </Table.Td>
                    {kind === "member" ? (
                      <Table.Td style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>
                        {row.lastLoginAt ? format.format(new Date(row.lastLoginAt)) : "—"}
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {records.data && rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t("siteData.empty")}
            </Text>
          ) : null}
        </Card>
      )}
      <ListFooter
        totalText={t("siteData.total", { count: records.data?.total ?? 0 })}
        total={records.data?.total ?? 0}
        pageSize={pageSize}
        page={page}
        onPageChange={setPage}
      />
    </Stack>
  );
}
