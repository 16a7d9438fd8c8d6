import {
  ActionIcon,
  Badge,
  Checkbox,
  Loader,
  RingProgress,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { columnLetters } from "@mekuri/domain";
import { IconLock, IconPhotoPlus, IconPlayerPlayFilled, IconUpload } from "@tabler/icons-react";
import { type DragEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { type Cell, type CreativeDocument, cellCode, imageSrc, pageAt, sameCell } from "../lib/document";
import { creativeAccept } from "../lib/file-rules";
import classes from "./creatives.module.css";

interface CreativeGridProps {
  site: CreativeDocument;
  selected: Cell | null;
  onSelect: (cell: Cell) => void;
  checked: string[];
  onCheck: (code: string, on: boolean) => void;
  onUpload: (cell: Cell, file: File) => void;
  progress: Record<string, number>;
  readOnly?: boolean;
}

/** The grid of admin.md §2 Creative settings: columns are categories (A, B …), rows are pages (1, 2 …). */
export function CreativeGrid({
  site,
  selected,
  onSelect,
  checked,
  onCheck,
  onUpload,
  progress,
  readOnly,
}: CreativeGridProps) {
  const { t } = useTranslation();
  const columns = Array.from({ length: site.numberHorizontal }, (_, index) => index);
  const rows = Array.from({ length: site.numberVertical }, (_, index) => index);

  return (
    <div className={classes.gridScroll}>
      <table className={classes.grid} aria-label={t("creatives.grid.label")}>
        <thead>
          <tr>
            <th aria-hidden />
            {columns.map((columnIndex) => (
              <th key={columnIndex} scope="col" className={classes.columnHead}>
                {columnLetters(columnIndex)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((rowIndex) => (
            <tr key={rowIndex}>
              <th scope="row" className={classes.rowHead}>
                {rowIndex + 1}
              </th>
              {columns.map((columnIndex) => {
                const cell = { columnIndex, rowIndex };
                const code = cellCode(cell);
                return (
                  <td key={code}>
                    <GridCell
                      site={site}
                      cell={cell}
                      code={code}
                      selected={selected !== null && sameCell(selected, cell)}
                      checked={checked.includes(code)}
                      progress={progress[code]}
                      onSelect={() => onSelect(cell)}
                      onCheck={(on) => onCheck(code, on)}
                      onUpload={(file) => onUpload(cell, file)}
                      readOnly={readOnly}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface GridCellProps {
  site: CreativeDocument;
  cell: Cell;
  code: string;
  selected: boolean;
  checked: boolean;
  progress: number | undefined;
  onSelect: () => void;
  onCheck: (on: boolean) => void;
  onUpload: (file: File) => void;
  readOnly?: boolean;
}

function GridCell({
  site,
  cell,
  code,
  selected,
  checked,
  progress,
  onSelect,
  onCheck,
  onUpload,
  readOnly,
}: GridCellProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const page = pageAt(site, cell);
  const thumbnail = imageSrc(page?.thumbnail ?? null, 200);
  const uploading = progress !== undefined;

  const drop = (event: DragEvent) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file && !readOnly) onUpload(file);
  };

  return (
    <div
      className={classes.cell}
      data-selected={selected || undefined}
      data-filled={page?.media ? true : undefined}
    >
      <UnstyledButton
        className={classes.cellButton}
        onClick={onSelect}
        onDragOver={(event: DragEvent) => event.preventDefault()}
        onDrop={drop}
        aria-pressed={selected}
      >
        {/* Named by its content, so an empty cell's name holds the "not set" it shows (label in name). */}
        <VisuallyHidden>{t("creatives.grid.editCell", { code })}</VisuallyHidden>
        {thumbnail ? (
          <img src={thumbnail} alt="" className={classes.thumbnail} draggable={false} />
        ) : (
          <span className={classes.emptyCell}>
            <IconPhotoPlus size={22} aria-hidden />
            <Text size="xs" c="dimmed">
              {t("creatives.grid.empty")}
            </Text>
          </span>
        )}
        {page?.media?.type === "VIDEO" ? (
          <span className={classes.videoMark} aria-hidden>
            <IconPlayerPlayFilled size={12} />
          </span>
        ) : null}
      </UnstyledButton>
      <Badge className={classes.codeBadge} size="sm" variant="filled" color="ink" radius="sm">
        {code}
      </Badge>
      {page?.membersOnlyLock ? (
        <Tooltip label={t("creatives.detail.membersOnlyLock")}>
          <span className={classes.lockMark}>
            <IconLock size={12} aria-label={t("creatives.detail.membersOnlyLock")} />
          </span>
        </Tooltip>
      ) : null}
      {readOnly ? null : (
        <>
          <Checkbox
            className={classes.cellCheck}
            size="xs"
            checked={checked}
            onChange={(event) => onCheck(event.currentTarget.checked)}
            aria-label={t("creatives.grid.checkCell", { code })}
          />
          <Tooltip label={t("creatives.grid.upload", { code })}>
            <ActionIcon
              className={classes.cellUpload}
              size="sm"
              variant="white"
              color="ink"
              onClick={() => input.current?.click()}
              aria-label={t("creatives.grid.upload", { code })}
              disabled={uploading}
            >
              <IconUpload size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <input
            ref={input}
            type="file"
            hidden
            accept={creativeAccept}
            data-testid={`upload-${code}`}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = "";
              if (file) onUpload(file);
            }}
          />
        </>
      )}
      {uploading ? (
        <div
          className={classes.cellProgress}
          role="progressbar"
          aria-valuenow={Math.round(progress * 100)}
          aria-label={t("creatives.grid.uploading", { code })}
        >
          {progress > 0 && progress < 1 ? (
            <RingProgress size={48} thickness={4} sections={[{ value: progress * 100, color: "white" }]} />
          ) : (
            <Loader size="sm" color="white" />
          )}
        </div>
      ) : null}
    </div>
  );
}
