import { Button, CopyButton, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { PreviewTarget } from "../api/get-preview-url";

/**
 * The preview page's address. A custom domain does not serve the preview, so without the site's own
 * origin at hand the console's address is given: it redirects there.
 */
export function previewShareLink(target: PreviewTarget): string {
  const path = `/site/${target.id}/preview`;
  const siteUrl = target.siteUrl ? new URL(target.siteUrl) : undefined;
  const ownOrigin = siteUrl?.pathname.startsWith(`/sites/${target.id}`) ? siteUrl.origin : undefined;
  return `${ownOrigin ?? window.location.origin}${path}`;
}

export function ShareLink({ target, shared }: { target: PreviewTarget; shared: boolean }) {
  const { t } = useTranslation();
  const link = previewShareLink(target);
  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t("previewShare.link")}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
        />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? "light" : "default"}
              color={copied ? "teal" : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
              style={{ flex: "none" }}
            >
              {copied ? t("previewShare.copied") : t("previewShare.copy")}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed">
        {shared ? t("previewShare.linkHint") : t("previewShare.notShared")}
      </Text>
    </Stack>
  );
}
