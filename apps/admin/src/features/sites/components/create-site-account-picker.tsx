import { type ComboboxItem, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { UserListItem } from "@mekuri/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "@/features/shell";
import { useOwnerAccounts } from "../api/get-owner-accounts";

interface CreateSiteAccountPickerProps {
  value: string;
  onChange: (accountId: string) => void;
}

/**
 * Which account a new site belongs to: the caller's own or one below it, searched on the server.
 * Callers with no account below them see nothing.
 */
export function CreateSiteAccountPicker({ value, onChange }: CreateSiteAccountPickerProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const own: ComboboxItem = {
    value: user.account.id,
    label: t("sites.create.ownAccount", { name: user.account.companyName }),
  };
  // An account below the caller once chosen (none: the caller's own), kept while searches change the list.
  const [chosen, setChosen] = useState<UserListItem>();
  const [search, setSearch] = useState("");
  // The input shows the chosen account's name: that is not a search.
  const chosenLabel = chosen?.companyName ?? own.label;
  const [query] = useDebouncedValue(search === chosenLabel ? "" : search.trim(), 300);
  const below = useOwnerAccounts("");
  const found = useOwnerAccounts(query);
  if (!below.data?.total) return null;

  const accounts = new Map((found.data?.items ?? []).map((account) => [account.id, account]));
  if (chosen) accounts.set(chosen.id, chosen);
  const data = [
    own,
    ...[...accounts.values()].map((account) => ({ value: account.id, label: account.companyName })),
  ];

  return (
    <Select
      label={t("sites.create.account")}
      description={t("sites.create.accountHint")}
      placeholder={t("sites.create.accountSearch")}
      searchable
      allowDeselect={false}
      // The server has already searched company, contact and e-mail; the labels show only the company.
      filter={({ options }) => options}
      nothingFoundMessage={t("sites.create.noAccounts")}
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => {
        if (!id) return;
        setChosen(accounts.get(id));
        onChange(id);
      }}
      renderOption={({ option }) => {
        const account = accounts.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {account ? (
              <Text size="xs" c="dimmed">
                {[account.email, account.plan?.name ?? t("sites.create.noPlan")].join(" · ")}
              </Text>
            ) : null}
          </Stack>
        );
      }}
      w={{ base: "100%", xs: 420 }}
    />
  );
}
