import { Center, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function FullPageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t("common.loading");
  return (
    <Center mih="60dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader color="ink" type="dots" size="lg" aria-hidden />
        <Text c="dimmed" size="sm">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
