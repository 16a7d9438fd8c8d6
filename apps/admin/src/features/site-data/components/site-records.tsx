import { Select, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { siteLanguages } from "@mekuri/domain";
import { IconMail, IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AnswerLines } from "@/components/answer-lines";
import { CsvExportButton } from "@/components/csv-export-button";
import type { TableColumn } from "@/components/data-table";
import { PagedList } from "@/components/paged-list";
import { useListFilters } from "@/hooks/use-list-filters";
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
  const { filters, setFilter, page, setPage } = useListFilters({
    keyword: "",
    email: "",
    lang: null as string | null,
  });
  const [debouncedKeyword] = useDebouncedValue(filters.keyword.trim(), 300);
  const [debouncedEmail] = useDebouncedValue(filters.email.trim(), 300);
  const query: SiteRecordFilters = {
    page,
    size: pageSize,
    keyword: debouncedKeyword || undefined,
    email: debouncedEmail || undefined,
    lang: filters.lang ?? undefined,
  };
  const records = useSiteRecords(kind, siteId, query);
  const format = useDateTimeFormat();
  const member = kind === "member";
  const columns: TableColumn<Row>[] = [
    {
      id: "at",
      header: member ? t("siteData.registeredAt") : t("siteData.sentAt"),
      nowrap: true,
      top: true,
      cell: (row) => format.format(new Date(row.createdAt)),
    },
    { id: "email", header: t("siteData.email"), top: true, cell: (row) => row.email ?? "—" },
    {
      id: "lang",
      header: t("siteData.language"),
      top: true,
      cell: (row) => t(`languages.${row.lang}`, row.lang),
    },
    {
      id: "answers",
      header: t("siteData.answers"),
      cell: (row) => (
        <AnswerLines
          lines={row.fields.map((field) => ({ key: field.fieldId, label: field.title, value: field.value }))}
        />
      ),
    },
  ];
  if (member) {
    columns.push({
      id: "last-login",
      header: t("siteData.lastLogin"),
      nowrap: true,
      top: true,
      cell: (row) => (row.lastLoginAt ? format.format(new Date(row.lastLoginAt)) : "—"),
    });
  }

  return (
    <PagedList<Row>
      query={records}
      columns={columns}
      minWidth={720}
      emptyText={t("siteData.empty")}
      totalText={(count) => t("siteData.total", { count })}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      filters={
        <>
          <TextInput
            label={t("siteData.keyword")}
            placeholder={t("siteData.keywordPlaceholder")}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={filters.keyword}
            onChange={(event) => setFilter("keyword")(event.currentTarget.value)}
            w={{ base: "100%", sm: 240 }}
          />
          <TextInput
            label={t("siteData.email")}
            placeholder="name@example.com"
            leftSection={<IconMail size={16} aria-hidden />}
            value={filters.email}
            onChange={(event) => setFilter("email")(event.currentTarget.value)}
            w={{ base: "100%", sm: 240 }}
          />
          <Select
            label={t("siteData.language")}
            placeholder={t("siteData.allLanguages")}
            data={siteLanguages.map((value) => ({ value, label: t(`languages.${value}`) }))}
            value={filters.lang}
            onChange={setFilter("lang")}
            clearable
            w={{ base: "100%", sm: 160 }}
          />
        </>
      }
      actions={
        canExport ? (
          <CsvExportButton
            label={t("siteData.exportCsv")}
            run={() => exportSiteRecords(kind, siteId, query)}
          />
        ) : null
      }
    />
  );
}
