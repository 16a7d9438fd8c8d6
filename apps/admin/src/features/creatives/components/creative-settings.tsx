import {
  Alert,
  Button,
  Card,
  CloseButton,
  FileButton,
  Group,
  List,
  Modal,
  Progress,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { type BulkUploadResult, publishIssues, type SiteDocument, toPagePosition } from "@mekuri/domain";
import { IconAdjustmentsHorizontal, IconAlertTriangle, IconEraser, IconFileZip } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { translate } from "@/lib/messages";
import { showToast } from "@/lib/notify";
import { type UnpackProgress, useCreativeUploads } from "../hooks/use-creative-uploads";
import { type Cell, cellCode, clearAllCreatives, gridCells, pageAt, setMedia } from "../lib/document";
import { zipAccept } from "../lib/file-rules";
import { BulkSettingsModal } from "./bulk-settings-modal";
import { CreativeEditor } from "./creative-editor";
import { CreativeGrid } from "./creative-grid";
import { UploadFailedModal } from "./upload-failed-modal";

export interface CreativeSettingsProps {
  site: SiteDocument;
  /** Changes the editor's document as it is when the change lands (uploads finish later). */
  update: (change: (doc: SiteDocument) => SiteDocument) => void;
  /** The plan's maximum number of pages (rows × columns). */
  maxPages: number;
  readOnly?: boolean;
}

/**
 * The Creatives tab of the site editor (admin.md §2 Creative settings and per-creative settings):
 * the grid of cells with uploads, bulk upload, bulk settings and clear all, and the selected cell's
 * page on its canvas. It edits only through `update`; saving is the editor shell's job.
 */
export function CreativeSettings({ site, update, maxPages, readOnly }: CreativeSettingsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [selected, setSelected] = useState<Cell>({ columnIndex: 0, rowIndex: 0 });
  const [checked, setChecked] = useState<string[]>([]);
  const [bulkSettings, setBulkSettings] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const [skipped, setSkipped] = useState<{ name: string; reason: string }[]>([]);

  const apply = update;

  const cells = gridCells(site);
  const cell = cells.some(
    (item) => item.columnIndex === selected.columnIndex && item.rowIndex === selected.rowIndex,
  )
    ? selected
    : { columnIndex: 0, rowIndex: 0 };
  const filled = site.pages.filter(
    (page) => page.media && page.columnIndex < site.numberHorizontal && page.rowIndex < site.numberVertical,
  ).length;
  const [issue] = publishIssues(site);

  const uploadCell = async (target: Cell, file: File) => {
    setSelected(target);
    const media = await uploads.uploadOne(cellCode(target), file, "creative");
    if (media) apply((doc) => setMedia(doc, target, media));
  };

  const zipDone = (result: BulkUploadResult) => {
    setSkipped(result.skipped);
    const entries = Object.entries(result.cells);
    if (entries.length) {
      apply((doc) =>
        entries.reduce((next, [code, media]) => {
          const position = toPagePosition(code);
          return position ? setMedia(next, position, media) : next;
        }, doc),
      );
      showToast(t("creatives.bulk.done", { count: entries.length }), "success");
    }
  };

  const uploads = useCreativeUploads(site.id, zipDone);

  const clearAll = () => {
    apply(clearAllCreatives);
    setChecked([]);
    setConfirmClear(false);
  };

  const zipProgress = uploads.progress.zip;

  return (
    <Stack gap="lg">
      <Card>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <div>
              <Title order={4}>{t("creatives.title")}</Title>
              <Text size="sm" c="dimmed">
                {Number.isFinite(maxPages)
                  ? t("creatives.summary", {
                      filled,
                      total: site.numberHorizontal * site.numberVertical,
                      max: maxPages,
                    })
                  : t("creatives.summaryNoMax", {
                      filled,
                      total: site.numberHorizontal * site.numberVertical,
                    })}
              </Text>
            </div>
            {readOnly ? null : (
              <Group gap="xs">
                <FileButton onChange={(file) => file && void uploads.uploadZip(file)} accept={zipAccept}>
                  {(props) => (
                    <Button
                      {...props}
                      variant="default"
                      leftSection={<IconFileZip size={16} aria-hidden />}
                      loading={zipProgress !== undefined}
                    >
                      {t("creatives.bulk.upload")}
                    </Button>
                  )}
                </FileButton>
                <Button
                  variant="default"
                  leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
                  onClick={() => setBulkSettings(true)}
                >
                  {checked.length
                    ? t("creatives.bulkSettings.openChecked", { count: checked.length })
                    : t("creatives.bulkSettings.open")}
                </Button>
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconEraser size={16} aria-hidden />}
                  onClick={() => setConfirmClear(true)}
                  disabled={site.pages.length === 0}
                >
                  {t("creatives.clear.button")}
                </Button>
              </Group>
            )}
          </Group>

          <Text size="xs" c="dimmed">
            {t("creatives.bulk.hint")}
          </Text>

          {zipProgress !== undefined ? <ZipProgress sent={zipProgress} unpack={uploads.unpack} /> : null}

          {issue ? (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} role="status">
              {translate(issue.key, locale, issue.params)}
            </Alert>
          ) : null}

          {skipped.length ? (
            <Alert
              color="orange"
              title={t("creatives.bulk.skipped", { count: skipped.length })}
              withCloseButton={false}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <List size="sm" spacing={2}>
                  {skipped.slice(0, 20).map((item) => (
                    <List.Item key={item.name}>
                      <Text span fw={600} size="sm">
                        {item.name}
                      </Text>{" "}
                      {item.reason}
                    </List.Item>
                  ))}
                </List>
                <CloseButton onClick={() => setSkipped([])} aria-label={t("common.close")} />
              </Group>
            </Alert>
          ) : null}

          <CreativeGrid
            site={site}
            selected={cell}
            onSelect={setSelected}
            checked={checked}
            onCheck={(code, on) =>
              setChecked((current) => (on ? [...current, code] : current.filter((item) => item !== code)))
            }
            onUpload={(target, file) => void uploadCell(target, file)}
            progress={uploads.progress}
            readOnly={readOnly}
          />
        </Stack>
      </Card>

      <CreativeEditor
        key={cellCode(cell)}
        site={site}
        cell={cell}
        apply={apply}
        uploads={uploads}
        readOnly={readOnly}
      />

      <UploadFailedModal failure={uploads.failure} onClose={uploads.clearFailure} />

      {bulkSettings ? (
        <BulkSettingsModal
          opened
          onClose={() => setBulkSettings(false)}
          site={site}
          initialCodes={
            checked.length ? checked : cells.filter((item) => pageAt(site, item)?.media).map(cellCode)
          }
          apply={apply}
        />
      ) : null}

      <Modal
        opened={confirmClear}
        onClose={() => setConfirmClear(false)}
        title={t("creatives.clear.title")}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t("creatives.clear.body")}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmClear(false)}>
              {t("common.cancel")}
            </Button>
            <Button color="red" onClick={clearAll}>
              {t("creatives.clear.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** Sending the ZIP (its bytes), then the server's unpacking (its files, once it has opened the ZIP). */
function ZipProgress({ sent, unpack }: { sent: number; unpack: UnpackProgress }) {
  const { t } = useTranslation();
  const counted = sent >= 1 && unpack && unpack.total > 0 ? unpack : null;
  const label = counted
    ? t("creatives.bulk.unpacking", { done: counted.done, total: counted.total })
    : sent < 1
      ? t("creatives.bulk.sending")
      : t("creatives.bulk.processing");
  // Screen readers hear the phase once (sending, converting), not every count of files.
  const phase = sent < 1 ? t("creatives.bulk.sending") : t("creatives.bulk.processing");
  return (
    <Stack gap={4}>
      <VisuallyHidden role="status">{phase}</VisuallyHidden>
      <Text size="xs" aria-hidden>
        {label}
      </Text>
      <Progress
        value={counted ? (counted.done / counted.total) * 100 : sent < 1 ? sent * 100 : 100}
        animated={sent >= 1}
        aria-label={label}
      />
    </Stack>
  );
}
