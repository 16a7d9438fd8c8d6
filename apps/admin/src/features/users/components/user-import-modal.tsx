import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { csvCell, type ImportUsersResponse, userCsvMaxBytes } from "@mekuri/domain";
import { IconDownload, IconFileTypeCsv } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "@/features/shell";
import { isApiError } from "@/lib/api-error";
import { familyPath } from "../api/family";
import { downloadTemplate, saveText, useImportUsers } from "../api/import-users";

/** admin.md §5 Files: CSV only, up to 5 MB; every bad row reported; nothing imported when any is bad. */
export function UserImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const importUsers = useImportUsers();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [result, setResult] = useState<ImportUsersResponse | null>(null);

  const close = () => {
    setFile(null);
    setProblems([]);
    setResult(null);
    importUsers.reset();
    onClose();
  };

  const choose = (next: File | null) => {
    setFile(next);
    setResult(null);
    if (next && !/\.csv$/i.test(next.name)) setProblems([t("accounts.users.notCsv")]);
    else if (next && next.size > userCsvMaxBytes) setProblems([t("accounts.users.tooLarge")]);
    else setProblems([]);
  };

  const submit = () => {
    if (!file || problems.length) return;
    importUsers.mutate(file, {
      onSuccess: setResult,
      onError: (error) => {
        if (isApiError(error) && !error.isTransportError) setProblems(error.messages);
      },
    });
  };

  const savePasswords = () => {
    if (!result) return;
    const lines = [
      "line,email,temporary_password",
      ...result.created.map((row) =>
        [String(row.line), row.email, row.temporaryPassword].map(csvCell).join(","),
      ),
    ];
    saveText(`\uFEFF${lines.join("\r\n")}\r\n`, "imported-users.csv");
  };

  return (
    <Modal opened={opened} onClose={close} title={t("accounts.users.importTitle")} size="lg">
      <Stack gap="md">
        {result ? (
          <>
            <Alert color="teal" title={result.message}>
              {t("accounts.users.importDone")}
            </Alert>
            <ScrollArea.Autosize mah={260}>
              <Table fz="sm">
                <Table.Tbody>
                  {result.created.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{row.email}</Table.Td>
                      <Table.Td ff="monospace">{row.temporaryPassword}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
            <Group justify="flex-end">
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={savePasswords}
              >
                {t("accounts.users.downloadPasswords")}
              </Button>
              <Button onClick={close}>{t("accounts.users.done")}</Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">{t("accounts.users.importIntro")}</Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => downloadTemplate(familyPath(user))}
            >
              <Group gap={4}>
                <IconDownload size={16} aria-hidden />
                {t("accounts.users.downloadTemplate")}
              </Group>
            </Anchor>
            <FileInput
              label={t("accounts.users.importFile")}
              accept=".csv,text/csv"
              value={file}
              onChange={choose}
              leftSection={<IconFileTypeCsv size={18} aria-hidden />}
              clearable
            />
            {problems.length ? (
              <Alert color="red" title={t("accounts.users.importProblems")} role="alert">
                <ScrollArea.Autosize mah={220}>
                  <List size="sm" spacing={2}>
                    {problems.map((problem) => (
                      <List.Item key={problem}>{problem}</List.Item>
                    ))}
                  </List>
                </ScrollArea.Autosize>
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("common.cancel")}
              </Button>
              <Button
                onClick={submit}
                disabled={!file || problems.length > 0}
                loading={importUsers.isPending}
              >
                {t("accounts.users.importSubmit")}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
