import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { type SnsType, snsTypes } from "@mekuri/domain";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "./basic-settings";
import { useSiteForm } from "./site-form-context";

const linkTypes = snsTypes.filter((type) => type !== "phone_number");

/** admin.md §3 Social link: one address per network; the phone number has its own tab. */
export function SnsSettings() {
  const { t } = useTranslation();
  const { site, update, readOnly, issues } = useSiteForm();
  const rows = site.sns
    .map((link, index) => ({ link, index }))
    .filter(({ link }) => link.snsType !== "phone_number");
  const unused = linkTypes.filter((type) => !site.sns.some((link) => link.snsType === type));

  return (
    <SectionCard title={t("sites.tabs.sns")}>
      <Stack gap="sm" maw={760}>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("sites.sns.empty")}
          </Text>
        ) : null}
        {rows.map(({ link, index }) => (
          <Group key={link.snsType} align="flex-start" gap="sm" wrap="nowrap">
            <Select
              aria-label={t("sites.sns.type")}
              data={[link.snsType, ...unused].map((type) => ({
                value: type,
                label: t(`sites.sns.types.${type}`),
              }))}
              value={link.snsType}
              allowDeselect={false}
              disabled={readOnly}
              onChange={(value) =>
                value &&
                update((current) => ({
                  ...current,
                  sns: current.sns.map((item, i) =>
                    i === index ? { ...item, snsType: value as SnsType } : item,
                  ),
                }))
              }
              w={160}
            />
            <TextInput
              aria-label={t("sites.sns.url", { network: t(`sites.sns.types.${link.snsType}`) })}
              placeholder="https://"
              value={link.snsUrl}
              onChange={(event) => {
                const snsUrl = event.currentTarget.value;
                update((current) => ({
                  ...current,
                  sns: current.sns.map((item, i) => (i === index ? { ...item, snsUrl } : item)),
                }));
              }}
              error={issues[`sns.${index}.snsUrl`]}
              disabled={readOnly}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`${t("sites.common.delete")}: ${t(`sites.sns.types.${link.snsType}`)}`}
              disabled={readOnly}
              onClick={() =>
                update((current) => ({ ...current, sns: current.sns.filter((_, i) => i !== index) }))
              }
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {unused.length > 0 ? (
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={readOnly}
              onClick={() =>
                update((current) => ({
                  ...current,
                  sns: [...current.sns, { snsType: unused[0]!, snsUrl: "" }],
                }))
              }
            >
              {t("sites.sns.add")}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </SectionCard>
  );
}

/** The phone tab: the phone number visitors can call, kept as the phone_number social link. */
export function PhoneSettings() {
  const { t } = useTranslation();
  const { site, update, readOnly, issues } = useSiteForm();
  const index = site.sns.findIndex((link) => link.snsType === "phone_number");
  const value = index >= 0 ? (site.sns[index]?.snsUrl ?? "") : "";

  return (
    <SectionCard title={t("sites.tabs.phone")}>
      <TextInput
        label={t("sites.phone.number")}
        description={t("sites.phone.hint")}
        placeholder="03-1234-5678"
        type="tel"
        value={value}
        onChange={(event) => {
          const snsUrl = event.currentTarget.value;
          update((current) => {
            const others = current.sns.filter((link) => link.snsType !== "phone_number");
            return {
              ...current,
              sns: snsUrl === "" ? others : [...others, { snsType: "phone_number", snsUrl }],
            };
          });
        }}
        error={index >= 0 ? issues[`sns.${index}.snsUrl`] : undefined}
        disabled={readOnly}
        maw={360}
      />
    </SectionCard>
  );
}
