import { Button, Group, Menu } from "@mantine/core";
import type { Period } from "@mekuri/domain";
import { IconChevronDown, IconFileTypeCsv, IconFileTypePdf } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type AnalysisExport, exportAnalysis } from "../api/export-analysis";
import type { AnalysisFilters } from "../api/keys";

const csvExports = ["lp", "pages", "ranking"] as const;

/** The CSV files and the PDF report of the period, with the screen's filters. */
export function ExportButtons({
  siteId,
  filters,
  period,
  canRank,
}: {
  siteId: string;
  filters: AnalysisFilters;
  period: Period;
  /** Rankings exist for sites of 10 pages or more; their CSV is offered only then. */
  canRank: boolean;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<AnalysisExport | null>(null);
  const run = async (kind: AnalysisExport) => {
    setBusy(kind);
    try {
      await exportAnalysis(kind, siteId, filters, period);
    } catch {
      // The client already showed the server's message as a toast.
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconFileTypeCsv size={18} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={busy !== null && busy !== "pdf"}
          >
            CSV
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {csvExports
            .filter((kind) => canRank || kind !== "ranking")
            .map((kind) => (
              <Menu.Item key={kind} onClick={() => void run(kind)}>
                {t(`analysis.exports.${kind}`)}
              </Menu.Item>
            ))}
        </Menu.Dropdown>
      </Menu>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
        loading={busy === "pdf"}
        onClick={() => void run("pdf")}
      >
        {t("analysis.exports.pdf")}
      </Button>
    </Group>
  );
}
