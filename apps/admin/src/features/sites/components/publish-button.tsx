import { Button } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import type { ComponentPropsWithRef } from "react";
import { useTranslation } from "react-i18next";

export interface PublishMenuProps {
  publishing: boolean;
  saving: boolean;
  onPublish: (visibility: "public" | "private") => void;
}

/**
 * The editor's "Publish" button that opens the choice of public or private: the same element before
 * and after the menu's code has arrived (decision 177), so nothing moves when it does.
 */
export function PublishButton({
  publishing,
  saving,
  ...props
}: Pick<PublishMenuProps, "publishing" | "saving"> & ComponentPropsWithRef<"button">) {
  const { t } = useTranslation();
  return (
    <Button
      rightSection={<IconChevronDown size={16} aria-hidden />}
      loading={publishing}
      disabled={saving}
      {...props}
    >
      {t("sites.editor.publish")}
    </Button>
  );
}
