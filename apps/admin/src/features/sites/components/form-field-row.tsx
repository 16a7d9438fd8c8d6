import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import type { BuilderFormConfig } from "@mekuri/domain";
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export type FormFieldValue = BuilderFormConfig["fields"][number];

export const inputTypes = ["TEXT_BOX", "NUMBER", "SELECT", "SELECT_OPTIONS"] as const;

interface FormFieldRowProps {
  field: FormFieldValue;
  index: number;
  count: number;
  issues: (key: string) => string | undefined;
  readOnly: boolean;
  /** One of the membership form's account fields: renamed and moved, never removed nor retyped. */
  accountField: boolean;
  onChange: (next: FormFieldValue) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  dragHandlers: {
    onDragStart: () => void;
    onDragOver: (event: React.DragEvent) => void;
    onDrop: () => void;
  };
}

const isChoosing = (type: FormFieldValue["typeInput"]) => type === "SELECT" || type === "SELECT_OPTIONS";

/**
 * One item of a form definition (admin.md §3 Forms): type, title, required, placeholder, the value
 * a text or number starts from, or the options with the one selected at first.
 */
export function FormFieldRow({
  field,
  index,
  count,
  issues,
  readOnly,
  accountField,
  onChange,
  onMove,
  onRemove,
  dragHandlers,
}: FormFieldRowProps) {
  const { t } = useTranslation();
  const choosing = isChoosing(field.typeInput);
  const setOption = (optionIndex: number, patch: Partial<FormFieldValue["options"][number]>) =>
    onChange({
      ...field,
      options: field.options.map((option, i) => (i === optionIndex ? { ...option, ...patch } : option)),
    });

  return (
    <Card
      withBorder
      padding="sm"
      draggable={!readOnly}
      onDragStart={dragHandlers.onDragStart}
      onDragOver={dragHandlers.onDragOver}
      onDrop={dragHandlers.onDrop}
      aria-label={t("sites.forms.fieldLabel", { index: index + 1 })}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={2} pt={24} align="center">
          <IconGripVertical
            size={16}
            style={{ cursor: readOnly ? "default" : "grab", color: "var(--mantine-color-gray-5)" }}
            aria-hidden
          />
          <ActionIcon
            size="sm"
            variant="subtle"
            disabled={readOnly || index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={t("sites.common.moveUp")}
          >
            <IconArrowUp size={14} aria-hidden />
          </ActionIcon>
          <ActionIcon
            size="sm"
            variant="subtle"
            disabled={readOnly || index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={t("sites.common.moveDown")}
          >
            <IconArrowDown size={14} aria-hidden />
          </ActionIcon>
        </Stack>
        <Stack gap="xs" style={{ flex: 1 }}>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <Select
              label={t("sites.forms.type")}
              data={inputTypes.map((value) => ({ value, label: t(`sites.forms.types.${value}`) }))}
              value={field.typeInput}
              allowDeselect={false}
              disabled={readOnly || accountField}
              error={issues("typeInput")}
              onChange={(value) => {
                if (!value) return;
                const typeInput = value as FormFieldValue["typeInput"];
                // A dropdown starts from its default option; a leftover text would stand in for it.
                onChange({ ...field, typeInput, value: isChoosing(typeInput) ? "" : field.value });
              }}
              w={150}
            />
            <TextInput
              label={t("sites.forms.title")}
              required
              value={field.title}
              onChange={(event) => onChange({ ...field, title: event.currentTarget.value })}
              error={issues("title")}
              disabled={readOnly}
              style={{ flex: 1, minWidth: 180 }}
            />
            <TextInput
              label={t("sites.forms.placeholder")}
              value={field.placeholder}
              onChange={(event) => onChange({ ...field, placeholder: event.currentTarget.value })}
              error={issues("placeholder")}
              disabled={readOnly}
              style={{ flex: 1, minWidth: 160 }}
            />
            {choosing || accountField ? null : (
              <TextInput
                label={t("sites.forms.defaultValue")}
                description={t("sites.forms.defaultValueHint")}
                inputMode={field.typeInput === "NUMBER" ? "decimal" : undefined}
                value={field.value}
                onChange={(event) => onChange({ ...field, value: event.currentTarget.value })}
                error={issues("value")}
                disabled={readOnly}
                style={{ flex: 1, minWidth: 160 }}
              />
            )}
            <Checkbox
              mt={30}
              label={t("sites.forms.required")}
              checked={accountField || field.isRequired}
              onChange={(event) => onChange({ ...field, isRequired: event.currentTarget.checked })}
              disabled={readOnly || accountField}
            />
          </Group>
          {accountField ? (
            <Text size="xs" c="dimmed">
              {t("sites.forms.accountField")}
            </Text>
          ) : null}
          {choosing ? (
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                {t("sites.forms.options")}
              </Text>
              <Radio.Group
                value={String(field.options.findIndex((option) => option.isDefault))}
                onChange={(value) =>
                  onChange({
                    ...field,
                    options: field.options.map((option, i) => ({
                      ...option,
                      isDefault: String(i) === value,
                    })),
                  })
                }
              >
                <Stack gap={6}>
                  <Radio value="-1" label={t("sites.forms.noDefault")} disabled={readOnly} />
                  {field.options.map((option, optionIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: options have no id; their place is their identity
                    <Group key={optionIndex} gap="xs" wrap="nowrap">
                      <Radio
                        value={String(optionIndex)}
                        aria-label={t("sites.forms.defaultOption")}
                        disabled={readOnly}
                      />
                      <TextInput
                        aria-label={t("sites.forms.option", { index: optionIndex + 1 })}
                        value={option.value}
                        onChange={(event) => setOption(optionIndex, { value: event.currentTarget.value })}
                        error={issues(`options.${optionIndex}.value`)}
                        disabled={readOnly}
                        style={{ flex: 1 }}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t("sites.common.delete")}: ${option.value}`}
                        disabled={readOnly}
                        onClick={() =>
                          onChange({ ...field, options: field.options.filter((_, i) => i !== optionIndex) })
                        }
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  ))}
                </Stack>
              </Radio.Group>
              {issues("options") ? (
                <Text size="xs" c="red">
                  {issues("options")}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {t("sites.forms.defaultHint")}
              </Text>
              <Group>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  disabled={readOnly}
                  onClick={() =>
                    onChange({
                      ...field,
                      options: [...field.options, { value: "", isDefault: field.options.length === 0 }],
                    })
                  }
                >
                  {t("sites.forms.addOption")}
                </Button>
              </Group>
            </Stack>
          ) : null}
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red"
          mt={24}
          aria-label={`${t("sites.common.delete")}: ${field.title}`}
          disabled={readOnly || accountField}
          onClick={onRemove}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Card>
  );
}
