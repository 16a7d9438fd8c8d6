import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";

interface CsvExportButtonProps {
  label: string;
  /** Downloads the file; the button spins until it is done. */
  run: () => Promise<unknown>;
}

/** The CSV export of a console list, with the list's own filters in `run`. */
export function CsvExportButton({ label, run }: CsvExportButtonProps) {
  const [exporting, setExporting] = useState(false);
  const onClick = async () => {
    setExporting(true);
    try {
      await run();
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} aria-hidden />}
      onClick={onClick}
      loading={exporting}
    >
      {label}
    </Button>
  );
}
