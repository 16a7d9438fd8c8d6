import { Button, CopyButton, Flex, Stack, Text, TextInput } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type PreviewTarget, previewPageUrl } from "../api/get-preview-url";

/** The preview page's address, to pass on by hand. */
export function ShareLink({ target, shared }: { target: PreviewTarget; shared: boolean }) {
  const { t } = useTranslation();
  const link = previewPageUrl(target);
  return (
    <Stack gap={6}>
      {/* Side by side from the small breakpoint; on a phone the field gets the whole width. */}
      <Flex gap="xs" direction={{ base: "column", sm: "row" }} align={{ base: "stretch", sm: "flex-end" }}>
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
      </Flex>
      <Text size="xs" c="dimmed">
        {shared ? t("previewShare.linkHint") : t("previewShare.notShared")}
      </Text>
    </Stack>
  );
}
