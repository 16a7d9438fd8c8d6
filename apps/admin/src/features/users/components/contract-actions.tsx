import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { availableContractActions, type ContractTransition, type UserDetail } from "@mekuri/domain";
import { IconPlayerPause, IconPlayerPlay, IconTrash, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCurrentUser } from "@/features/shell";
import { useChangeContract } from "../api/change-contract";
import { useDeleteUser } from "../api/delete-user";

type Pending = ContractTransition | "delete";

const icons = { suspend: IconPlayerPause, resume: IconPlayerPlay, terminate: IconX, delete: IconTrash };
const confirmKey = {
  suspend: "accounts.contracts.confirmSuspend",
  resume: "accounts.contracts.confirmResume",
  terminate: "accounts.contracts.confirmTerminate",
  delete: "accounts.contracts.confirmDelete",
} as const;

/** admin.md §4 Contract: suspend, resume, terminate and, separately, delete; each asks first. */
export function ContractActions({ account }: { account: UserDetail }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const change = useChangeContract(account.id);
  const remove = useDeleteUser();
  const [pending, setPending] = useState<Pending | null>(null);
  const [typed, setTyped] = useState("");
  if (!user.permissions.includes("contracts:manage")) return null;

  // Permanent steps ask for the company name, so a slip of the finger cannot end a contract.
  const permanent = pending === "terminate" || pending === "delete";
  const confirm = () => {
    if (!pending) return;
    const done = () => {
      setPending(null);
      setTyped("");
    };
    if (pending === "delete") {
      remove.mutate(account.id, { onSuccess: () => navigate(`/${user.userTypeId}/user-list`) });
    } else change.mutate(pending, { onSuccess: done });
  };
  const actions: Pending[] = [...availableContractActions(account.contractStatus), "delete"];

  return (
    <>
      <Group gap="sm">
        {actions.map((action) => {
          const Icon = icons[action];
          const danger = action === "terminate" || action === "delete";
          return (
            <Button
              key={action}
              variant={danger ? "light" : "default"}
              color={danger ? "red" : undefined}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={() => setPending(action)}
            >
              {t(`accounts.contracts.${action}`)}
            </Button>
          );
        })}
      </Group>
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t("accounts.contracts.confirmTitle")}
      >
        <Stack gap="md">
          <Text size="sm">{pending ? t(confirmKey[pending], { name: account.companyName }) : null}</Text>
          {permanent ? (
            <TextInput
              label={t("accounts.contracts.typeToConfirm")}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)}>
              {t("common.cancel")}
            </Button>
            <Button
              color={permanent ? "red" : undefined}
              disabled={permanent && typed.trim() !== account.companyName}
              loading={change.isPending || remove.isPending}
              onClick={confirm}
            >
              {pending ? t(`accounts.contracts.${pending}`) : null}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
