import { FileButton, Group, Button as MantineButton, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconMusicUp, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { musicAccept } from "../lib/file-rules";

interface PageSoundFieldsProps {
  musicUrl: string | null;
  onUploadMusic: (file: File) => void;
  onRemoveMusic: () => void;
  uploading: boolean;
  chatbotScript: string | null;
  onChatbotChange: (script: string) => void;
  errors: { music?: string; chatbotScript?: string };
  readOnly?: boolean;
}

/**
 * viewer.md §3 Page backgroundMusic and chatbotScript: a page's music and its chatbot are the same in
 * every language, unlike the detail above them.
 */
/** The file name at the end of an address; a stray "%" (not an escape) is shown as it is. */
function fileNameOf(url: string): string {
  const last = url.split(/[?#]/)[0]?.split("/").pop() ?? "";
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export function PageSoundFields({
  musicUrl,
  onUploadMusic,
  onRemoveMusic,
  uploading,
  chatbotScript,
  onChatbotChange,
  errors,
  readOnly,
}: PageSoundFieldsProps) {
  const { t } = useTranslation();
  const fileName = musicUrl ? fileNameOf(musicUrl) : "";
  return (
    <Stack gap="sm">
      <Title order={5}>{t("creatives.sound.title")}</Title>
      <Text size="xs" c="dimmed">
        {t("creatives.sound.allLanguages")}
      </Text>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t("creatives.sound.music")}
        </Text>
        {musicUrl ? (
          <Group gap="sm" wrap="wrap">
            {/* biome-ignore lint/a11y/useMediaCaption: background music, no speech to caption. */}
            <audio controls preload="none" src={musicUrl} aria-label={t("creatives.sound.listen")} />
            <Text size="xs" c="dimmed">
              {fileName}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t("creatives.sound.noMusic")}
          </Text>
        )}
        {readOnly ? null : (
          <Group gap="xs">
            <FileButton onChange={(file) => file && onUploadMusic(file)} accept={musicAccept}>
              {(props) => (
                <MantineButton
                  {...props}
                  size="xs"
                  variant="default"
                  leftSection={<IconMusicUp size={14} aria-hidden />}
                  loading={uploading}
                >
                  {musicUrl ? t("creatives.sound.replaceMusic") : t("creatives.sound.uploadMusic")}
                </MantineButton>
              )}
            </FileButton>
            {musicUrl ? (
              <MantineButton
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={onRemoveMusic}
              >
                {t("creatives.sound.removeMusic")}
              </MantineButton>
            ) : null}
          </Group>
        )}
        <Text size="xs" c={errors.music ? "red" : "dimmed"}>
          {errors.music ?? t("creatives.sound.musicHint")}
        </Text>
      </Stack>
      <Textarea
        label={t("creatives.sound.chatbot")}
        description={t("creatives.sound.chatbotHint")}
        rows={3}
        resize="vertical"
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
        value={chatbotScript ?? ""}
        error={errors.chatbotScript}
        disabled={readOnly}
        onChange={(event) => onChatbotChange(event.currentTarget.value)}
      />
    </Stack>
  );
}
