import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Radio,
  Stack,
  Stepper,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import type { DomainSetup } from "@mekuri/domain";
import { IconCopy, IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PlanLock } from "@/components/plan-lock";
import { useSiteUrl } from "../api/get-site-url";
import { SectionCard } from "./basic-settings";
import { useFeature, useSiteForm } from "./site-form-context";

const emptySetup: DomainSetup = { step: 1, requestedDomain: null, cnameTarget: null, status: "editing" };
const statusColours: Record<DomainSetup["status"], string> = {
  editing: "gray",
  verifying: "blue",
  verified: "teal",
  failed: "red",
};

function Copyable({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Code>{value}</Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconCopy size={12} aria-hidden />}
            onClick={copy}
          >
            {copied ? t("sites.domain.copied") : t("sites.domain.copy")}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** admin.md §2 Domain settings: the default address, or a custom domain set up in four steps. */
export function DomainSettings() {
  const { t } = useTranslation();
  const { site, update, readOnly, issues } = useSiteForm();
  const allowed = useFeature("privateDomain");
  const siteUrl = useSiteUrl({ id: site.id, name: site.name, accountId: site.accountId });
  const setup = site.domainSetup;
  const custom = setup !== null;
  const defaultHost = siteUrl.data && !site.customDomain ? new URL(siteUrl.data).host : undefined;
  const cname =
    setup?.cnameTarget ?? (defaultHost ? defaultHost.replace(/:\d+$/, "") : t("sites.domain.cnameAfterSave"));
  const set = (patch: Partial<DomainSetup>) =>
    update((current) => ({ ...current, domainSetup: { ...(current.domainSetup ?? emptySetup), ...patch } }));

  return (
    <SectionCard title={t("sites.tabs.domain")}>
      <Stack gap="md" maw={860}>
        <Radio.Group
          label={t("sites.domain.kind")}
          value={custom ? "custom" : "default"}
          onChange={(value) =>
            update((current) => ({
              ...current,
              domainSetup: value === "custom" ? (current.domainSetup ?? emptySetup) : null,
            }))
          }
        >
          <Group mt="xs">
            <Radio value="default" label={t("sites.domain.default")} disabled={readOnly} />
            <Radio value="custom" label={t("sites.domain.custom")} disabled={readOnly || !allowed} />
          </Group>
        </Radio.Group>
        {!allowed ? <PlanLock flag="privateDomain" /> : null}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t("sites.domain.defaultUrl")}
          </Text>
          {siteUrl.data ? (
            <Anchor href={siteUrl.data} target="_blank" rel="noopener noreferrer" size="sm">
              {siteUrl.data}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              —
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t("sites.domain.uuid")}: <Code>{site.id}</Code>
          </Text>
        </Stack>
        {custom && setup ? (
          <Stack gap="md">
            <Group gap="xs">
              <Text size="sm" fw={500}>
                {t("sites.domain.status")}
              </Text>
              <Badge color={statusColours[setup.status]} variant="light">
                {t(`sites.domain.statuses.${setup.status}`)}
              </Badge>
            </Group>
            <Stepper
              active={setup.step - 1}
              onStepClick={(index) => !readOnly && set({ step: index + 1 })}
              size="sm"
              allowNextStepsSelect={false}
            >
              <Stepper.Step label={t("sites.domain.steps.1")}>
                <Stack gap="sm" mt="sm">
                  <TextInput
                    label={t("sites.domain.requestedDomain")}
                    placeholder="lp.example.com"
                    value={setup.requestedDomain ?? ""}
                    onChange={(event) =>
                      set({ requestedDomain: event.currentTarget.value.trim().toLowerCase() || null })
                    }
                    error={issues["domainSetup.requestedDomain"]}
                    disabled={readOnly}
                    maw={420}
                  />
                  <TextInput
                    label={t("sites.domain.customPath")}
                    description={t("sites.domain.customPathHint")}
                    placeholder="campaign/2026"
                    value={site.customPath ?? ""}
                    onChange={(event) => {
                      const path = event.currentTarget.value.trim();
                      update((current) => ({ ...current, customPath: path === "" ? null : path }));
                    }}
                    error={issues.customPath}
                    disabled={readOnly}
                    maw={420}
                  />
                </Stack>
              </Stepper.Step>
              <Stepper.Step label={t("sites.domain.steps.2")}>
                <Stack gap="sm" mt="sm">
                  <Text size="sm">{t("sites.domain.cnameIntro")}</Text>
                  <Table withTableBorder maw={640}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t("sites.domain.recordType")}</Table.Th>
                        <Table.Th>{t("sites.domain.recordName")}</Table.Th>
                        <Table.Th>{t("sites.domain.recordValue")}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      <Table.Tr>
                        <Table.Td>CNAME</Table.Td>
                        <Table.Td>
                          {setup.requestedDomain ? <Copyable value={setup.requestedDomain} /> : "—"}
                        </Table.Td>
                        <Table.Td>
                          <Copyable value={cname} />
                        </Table.Td>
                      </Table.Tr>
                    </Table.Tbody>
                  </Table>
                </Stack>
              </Stepper.Step>
              <Stepper.Step label={t("sites.domain.steps.3")}>
                <Text size="sm" mt="sm">
                  {t("sites.domain.registrar")}
                </Text>
              </Stepper.Step>
              <Stepper.Step label={t("sites.domain.steps.4")}>
                <Alert mt="sm" color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
                  {t("sites.domain.verifyInfo")}
                </Alert>
              </Stepper.Step>
            </Stepper>
            <Group justify="space-between">
              <Button
                variant="default"
                disabled={readOnly || setup.step <= 1}
                onClick={() => set({ step: setup.step - 1 })}
              >
                {t("sites.domain.back")}
              </Button>
              {setup.step < 4 ? (
                <Button
                  disabled={readOnly || (setup.step === 1 && !setup.requestedDomain)}
                  onClick={() => set({ step: setup.step + 1 })}
                >
                  {t("sites.domain.next")}
                </Button>
              ) : (
                <Text size="sm" c="dimmed">
                  {t("sites.domain.saveToSubmit")}
                </Text>
              )}
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
