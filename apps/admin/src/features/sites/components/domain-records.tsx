import { Button, Code, CopyButton, Group, Table } from "@mantine/core";
import type { DnsRecord } from "@mekuri/domain";
import { IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A value the user pastes into their DNS provider, with its copy button. */
function Copyable({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Code style={{ wordBreak: "break-all" }}>{value}</Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconCopy size={12} aria-hidden />}
            onClick={copy}
            style={{ flex: "none" }}
            aria-label={t("customDomain.copyLabel", { what })}
          >
            {copied ? t("customDomain.copied") : t("customDomain.copy")}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** The DNS records the user is to create, each name and value ready to copy. */
export function RecordsTable({ records }: { records: DnsRecord[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("customDomain.type")}</Table.Th>
            <Table.Th>{t("customDomain.name")}</Table.Th>
            <Table.Th>{t("customDomain.value")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={`${record.type}:${record.name}:${record.value}`}>
              <Table.Td>{record.type}</Table.Td>
              <Table.Td>
                <Copyable value={record.name} what={`${record.type} ${t("customDomain.name")}`} />
              </Table.Td>
              <Table.Td>
                <Copyable value={record.value} what={`${record.type} ${t("customDomain.value")}`} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
