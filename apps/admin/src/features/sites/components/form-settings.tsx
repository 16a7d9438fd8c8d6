import { Alert, Button, Group, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import {
  type BuilderFormConfig,
  defaultFormConfig,
  type FormKind,
  formKinds,
  isMemberAccountField,
  type SiteDocument,
  type SiteLanguage,
  withMemberAccountFields,
} from "@mekuri/domain";
import { IconAlertTriangle, IconPlus } from "@tabler/icons-react";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PlanLock } from "@/components/plan-lock";
import { newId } from "../lib/defaults";
import { SectionCard } from "./basic-settings";
import { FormFieldRow, type FormFieldValue } from "./form-field-row";
import { LanguageTabs } from "./language-tabs";
import { useFeature, useSiteForm } from "./site-form-context";

const scriptKeys: Record<FormKind, keyof SiteDocument["scripts"]> = {
  CONTACT_SETTING: "contactScript",
  MEMBERSHIP_SETTING: "membershipScript",
  HOMEPAGE_SETTING: "formScript",
};

/** Items are kept in orderNum order, numbered from 1. */
export function reorder(fields: FormFieldValue[], from: number, to: number): FormFieldValue[] {
  const next = [...fields];
  const [moved] = next.splice(from, 1);
  if (!moved) return fields;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next.map((field, index) => ({ ...field, orderNum: index + 1 }));
}

function sameFields(a: BuilderFormConfig | undefined, b: BuilderFormConfig | undefined): boolean {
  return JSON.stringify(a?.fields ?? null) === JSON.stringify(b?.fields ?? null);
}

function FormEditor({ kind, lang }: { kind: FormKind; lang: SiteLanguage }) {
  const { t } = useTranslation();
  const { site, saved, update, readOnly, issues } = useSiteForm();
  const dragged = useRef<number | null>(null);
  const forms = site.forms[lang] ?? [];
  const formIndex = forms.findIndex((form) => form.typeForm === kind);
  // Stable ids for the defaults shown before the first edit, so inputs keep focus; titled in the
  // language being edited, as visitors of that language read them.
  const fallback = useMemo(() => defaultFormConfig(kind, lang), [kind, lang]);
  const form = forms[formIndex] ?? fallback;
  // As saving makes it: a membership form from before fixed ids shows its account fields as such.
  const own = kind === "MEMBERSHIP_SETTING" ? withMemberAccountFields(form.fields, lang) : form.fields;
  const fields = [...own].sort((a, b) => a.orderNum - b.orderNum);
  const issueIndex = formIndex >= 0 ? formIndex : forms.length;
  const formIssue = issues[`forms.${lang}.${issueIndex}.fields`];
  const contactChanged =
    kind === "CONTACT_SETTING" &&
    saved !== undefined &&
    !sameFields(
      saved.forms[lang]?.find((item) => item.typeForm === kind),
      formIndex >= 0 ? form : undefined,
    );

  const setFields = (next: FormFieldValue[]) =>
    update((current) => {
      const list = current.forms[lang] ?? [];
      const at = list.findIndex((item) => item.typeForm === kind);
      const config = { typeForm: kind, fields: next };
      const updated = at >= 0 ? list.map((item, i) => (i === at ? config : item)) : [...list, config];
      return { ...current, forms: { ...current.forms, [lang]: updated } };
    });

  return (
    <Stack gap="sm">
      {kind === "CONTACT_SETTING" ? (
        <Alert
          color={contactChanged ? "orange" : "gray"}
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          {t("sites.forms.contactWarning")}
        </Alert>
      ) : null}
      {formIssue ? (
        <Text size="sm" c="red" role="alert">
          {formIssue}
        </Text>
      ) : null}
      {fields.map((field, index) => (
        <FormFieldRow
          key={field.id}
          field={field}
          index={index}
          count={fields.length}
          readOnly={readOnly}
          accountField={isMemberAccountField(kind, field.id)}
          issues={(key) => issues[`forms.${lang}.${issueIndex}.fields.${own.indexOf(field)}.${key}`]}
          onChange={(next) => setFields(fields.map((item) => (item.id === field.id ? next : item)))}
          onMove={(to) => setFields(reorder(fields, index, to))}
          onRemove={() =>
            setFields(
              reorder(
                fields.filter((item) => item.id !== field.id),
                0,
                0,
              ),
            )
          }
          dragHandlers={{
            onDragStart: () => {
              dragged.current = index;
            },
            onDragOver: (event) => event.preventDefault(),
            onDrop: () => {
              if (dragged.current !== null && dragged.current !== index)
                setFields(reorder(fields, dragged.current, index));
              dragged.current = null;
            },
          }}
        />
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={readOnly}
          onClick={() =>
            setFields([
              ...fields,
              {
                id: newId(),
                typeInput: "TEXT_BOX",
                title: "",
                value: "",
                isRequired: false,
                placeholder: "",
                options: [],
                orderNum: fields.length + 1,
              },
            ])
          }
        >
          {t("sites.forms.addField")}
        </Button>
      </Group>
    </Stack>
  );
}

/** admin.md §3 Forms: CONTACT, membership and form definitions per language, with their scripts. */
export function FormSettings() {
  const { t } = useTranslation();
  const { site, update, readOnly, issues } = useSiteForm();
  const allowed = useFeature("settingFormContact");
  // Scripts are creator code: the tag feature's rule, as the server applies it (decision 034).
  const codeAllowed = useFeature("settingTagSeo");
  const [kind, setKind] = useState<FormKind>("CONTACT_SETTING");
  const locked = !allowed && kind !== "MEMBERSHIP_SETTING";
  const scriptKey = scriptKeys[kind];

  return (
    <SectionCard title={t("sites.tabs.forms")}>
      <Stack gap="md">
        <SegmentedControl
          data={formKinds.map((value) => ({ value, label: t(`sites.forms.kinds.${value}`) }))}
          value={kind}
          onChange={(value) => setKind(value as FormKind)}
          w={{ base: "100%", sm: 480 }}
        />
        {locked ? (
          <PlanLock flag="settingFormContact" />
        ) : (
          <>
            <LanguageTabs issuePrefix={(lang) => `forms.${lang}`}>
              {(lang) => <FormEditor kind={kind} lang={lang} />}
            </LanguageTabs>
            {codeAllowed ? null : <PlanLock flag="settingTagSeo" message="sites.lockedCreatorCode" />}
            <Textarea
              label={t(`sites.forms.script`)}
              description={t("sites.forms.scriptHint")}
              autosize
              minRows={2}
              maxRows={8}
              styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
              value={site.scripts[scriptKey]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                update((current) => ({ ...current, scripts: { ...current.scripts, [scriptKey]: value } }));
              }}
              error={issues[`scripts.${scriptKey}`]}
              disabled={readOnly || !codeAllowed}
            />
          </>
        )}
        <Text size="xs" c="dimmed">
          {t("sites.forms.orderHint")}
        </Text>
      </Stack>
    </SectionCard>
  );
}
