import { Alert, Anchor, Button, Group, Stack, Stepper, Text, TextInput } from "@mantine/core";
import { type CustomDomainStatus, checkDomainName, messageRef } from "@mekuri/domain";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-error";
import { useDateTimeFormat } from "@/lib/date-time";
import { useLocale } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";
import { useCheckSiteDomain, useRemoveSiteDomain, useSetSiteDomain } from "../api/site-domain";
import { LiveState, problemTextOf } from "./domain-live-state";
import { RecordsTable } from "./domain-records";

/** The step a domain's state opens on: nothing yet → enter it; under check → its live state; settled → done. */
const stepOf = (status: CustomDomainStatus | null) =>
  !status ? 0 : status.state === "active" || status.state === "failed" ? 3 : 2;

/** admin.md §2: the four-step custom-domain wizard, driven by the domain's state on the server. */
export function DomainWizard({
  siteId,
  status,
  readOnly,
}: {
  siteId: string;
  status: CustomDomainStatus | null;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useDateTimeFormat();
  const [step, setStep] = useState(() => stepOf(status));
  const [input, setInput] = useState(status?.domain ?? "");
  const [error, setError] = useState<string | undefined>();
  const setDomain = useSetSiteDomain(siteId);
  const checkNow = useCheckSiteDomain(siteId);
  const remove = useRemoveSiteDomain(siteId);

  // A domain that becomes active (or fails) while its state is shown moves on to the last step.
  const settled = status?.state === "active" || status?.state === "failed";
  useEffect(() => {
    if (settled) setStep((current) => (current === 2 ? 3 : current));
  }, [settled]);

  const submit = async (domain: string) => {
    // The form is checked here at once; whether a name is registrable or the service's own, the server says.
    const check = checkDomainName(domain);
    if (!check.ok && check.problem !== "notRegistrable") {
      setError(localizeMessage(messageRef(`domains.${check.problem}`), locale));
      return;
    }
    setError(undefined);
    try {
      await setDomain.mutateAsync(domain);
      setStep(1);
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setError(failure.fields.find((field) => field.path === "domain")?.message ?? failure.message);
    }
  };

  const removeDomain = async () => {
    if (!status || !window.confirm(t("customDomain.removeConfirm", { domain: status.domain }))) return;
    await remove.mutateAsync();
    setInput("");
    setStep(0);
  };

  return (
    <Stack gap="md">
      <Stepper active={step} onStepClick={setStep} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t("customDomain.steps.enter")}>
          <Stack gap="sm" mt="sm">
            <TextInput
              label={t("customDomain.domain")}
              description={t("customDomain.domainHint")}
              placeholder="lp.example.com"
              value={input}
              onChange={(event) => {
                setInput(event.currentTarget.value);
                setError(undefined);
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  void submit(input);
                }
              }}
              error={error}
              styles={{ description: { color: "var(--mantine-color-gray-7)" } }}
              disabled={readOnly}
              maw={420}
            />
            <Group>
              <Button onClick={() => void submit(input)} loading={setDomain.isPending} disabled={readOnly}>
                {t("customDomain.start")}
              </Button>
            </Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t("customDomain.steps.records")}>
          {status ? (
            <Stack gap="sm" mt="sm">
              <Text size="sm">
                {status.apex && status.records[0]?.type !== "CNAME"
                  ? t("customDomain.recordsApexIntro")
                  : t("customDomain.recordsIntro")}
              </Text>
              <RecordsTable records={status.records} />
              <Text size="xs" c="gray.7">
                {t("customDomain.txtHint")}
              </Text>
            </Stack>
          ) : null}
        </Stepper.Step>
        <Stepper.Step label={t("customDomain.steps.check")}>
          {status ? (
            <Stack gap="sm" mt="sm">
              <LiveState
                status={status}
                onCheck={() => checkNow.mutate()}
                checking={checkNow.isPending}
                readOnly={readOnly}
              />
              <Text size="xs" c="gray.7">
                {t("customDomain.checkingNote")}
              </Text>
            </Stack>
          ) : null}
        </Stepper.Step>
        <Stepper.Step label={t("customDomain.steps.done")}>
          {status?.state === "active" ? (
            <Stack gap="sm" mt="sm">
              <Alert
                color="green"
                styles={{ title: { color: "var(--mantine-color-text)" } }}
                variant="light"
                title={t("customDomain.activeTitle", { domain: status.domain })}
              >
                <Text size="sm">{t("customDomain.activeBody")}</Text>
                <Anchor
                  href={`https://${status.domain}/`}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                >
                  https://{status.domain}/
                </Anchor>
              </Alert>
              {status.missingSince ? (
                <Alert
                  color="orange"
                  styles={{ title: { color: "var(--mantine-color-text)" } }}
                  variant="light"
                  title={t("customDomain.warningTitle")}
                >
                  <Text size="sm">{problemTextOf(status, locale)}</Text>
                  <Text size="sm">
                    {t("customDomain.warningBody", {
                      date: format.format(new Date(new Date(status.missingSince).getTime() + 7 * 86_400_000)),
                    })}
                  </Text>
                </Alert>
              ) : null}
            </Stack>
          ) : status?.state === "failed" ? (
            <Alert
              color="red"
              styles={{ title: { color: "var(--mantine-color-text)" } }}
              variant="light"
              title={t("customDomain.failedTitle")}
              mt="sm"
            >
              <Stack gap="xs">
                {status.problem ? <Text size="sm">{problemTextOf(status, locale)}</Text> : null}
                <Text size="sm">{t("customDomain.failedBody")}</Text>
                <Group>
                  <Button
                    variant="light"
                    color="red"
                    onClick={() => void submit(status.domain).then(() => setStep(1))}
                    disabled={readOnly}
                  >
                    {t("customDomain.startAgain")}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : null}
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between">
        <Group>
          <Button variant="default" disabled={step === 0} onClick={() => setStep(step - 1)}>
            {t("customDomain.back")}
          </Button>
          {step > 0 && step < 3 ? (
            <Button disabled={!status || (step === 2 && !settled)} onClick={() => setStep(step + 1)}>
              {t("customDomain.next")}
            </Button>
          ) : null}
        </Group>
        {status ? (
          <Group>
            <Button variant="subtle" onClick={() => setStep(0)} disabled={readOnly}>
              {t("customDomain.change")}
            </Button>
            <Button
              variant="subtle"
              color="red"
              onClick={() => void removeDomain()}
              loading={remove.isPending}
              disabled={readOnly}
            >
              {t("customDomain.remove")}
            </Button>
          </Group>
        ) : null}
      </Group>
    </Stack>
  );
}
