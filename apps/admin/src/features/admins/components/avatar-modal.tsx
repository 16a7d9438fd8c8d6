import { Alert, Avatar, Button, FileButton, Group, Modal, Stack, Text } from "@mantine/core";
import { avatarExtensions, avatarMaxBytes } from "@mekuri/domain";
import { IconPhotoUp } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-error";
import { useUploadAvatar } from "../api/upload-avatar";

/** admin.md §2 Profile picture modal: JPG, JPEG, JFIF or PNG, about 2 MB. */
export function AvatarModal({
  adminId,
  name,
  onClose,
}: {
  adminId: string | null;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadAvatar(adminId ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (next: File | null) => {
    setProblem(null);
    if (!next) return;
    const extension = next.name.slice(next.name.lastIndexOf(".")).toLowerCase();
    if (!(avatarExtensions as readonly string[]).includes(extension))
      return setProblem(t("accounts.admins.pictureType"));
    if (next.size > avatarMaxBytes) return setProblem(t("accounts.admins.pictureSize"));
    setFile(next);
  };
  const close = () => {
    setFile(null);
    setProblem(null);
    onClose();
  };
  const save = () =>
    file &&
    upload.mutate(file, {
      onSuccess: close,
      onError: (error) => isApiError(error) && !error.isTransportError && setProblem(error.message),
    });

  return (
    <Modal opened={adminId !== null} onClose={close} title={t("accounts.admins.pictureTitle")}>
      <Stack align="center">
        <Avatar src={preview} size={120} radius={120} name={name} color="initials" />
        <Text size="sm" c="dimmed">
          {t("accounts.admins.pictureHint")}
        </Text>
        <FileButton onChange={choose} accept=".jpg,.jpeg,.jfif,.png,image/jpeg,image/png">
          {(props) => (
            <Button variant="default" leftSection={<IconPhotoUp size={16} aria-hidden />} {...props}>
              {t("accounts.admins.pictureChoose")}
            </Button>
          )}
        </FileButton>
        {problem ? (
          <Alert color="red" role="alert" w="100%">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" w="100%">
          <Button variant="default" onClick={close}>
            {t("common.cancel")}
          </Button>
          <Button onClick={save} disabled={!file} loading={upload.isPending}>
            {t("accounts.common.save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
