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
  onChange: (next: FormFieldValue) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  dragHandlers: {
    onDragStart: () => void;
    onDragOver: (event: React.DragEvent) => void;
    onDrop: () => void;
  };
}

/** One item of a form definition (admin.md §3 Forms): type, title, required, placeholder, options. */
export function FormFieldRow({
  field,
  index,
  count,
  issues,
  readOnly,
  onChange,
  onMove,
  onRemove,
  dragHandlers,
}: FormFieldRowProps) {
  const { t } = useTranslation();
  const choosing = field.typeInput === "SELECT" || field.typeInput === "SELECT_OPTIONS";
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
              disabled={readOnly}
              onChange={(value) =>
                value && onChange({ ...field, typeInput: value as FormFieldValue["typeInput"] })
              }
              w={150}
            />
            <TextInput
              label={t("sites.forms.title")}
              required
              maxLength={50}
              value={field.title}
              onChange={(event) => onChange({ ...field, title: event.currentTarget.value })}
              error={issues("title")}
              disabled={readOnly}
              style={{ flex: 1, minWidth: 180 }}
            />
            <TextInput
              label={t("sites.forms.placeholder")}
              maxLength={50}
              value={field.placeholder}
              onChange={(event) => onChange({ ...field, placeholder: event.currentTarget.value })}
              error={issues("placeholder")}
              disabled={readOnly}
              style={{ flex: 1, minWidth: 160 }}
            />
            <Checkbox
              mt={30}
              label={t("sites.forms.required")}
              checked={field.isRequired}
              onChange={(event) => onChange({ ...field, isRequired: event.currentTarget.checked })}
              disabled={readOnly}
            />
          </Group>
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
                        maxLength={50}
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
          disabled={readOnly}
          onClick={onRemove}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Card>
  );
}
