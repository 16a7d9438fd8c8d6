import { Select } from "@mantine/core";
import { internalLinkTypes } from "@mekuri/domain";
import { useTranslation } from "react-i18next";

const externalKind = "external";

/** A link button's destination: one of the viewer's internal pages or an external URL. */
export interface ButtonLink {
  isInternalLink: boolean;
  destination: string;
}

interface LinkKindSelectProps {
  value: ButtonLink;
  onChange: (next: ButtonLink) => void;
  disabled?: boolean;
  /** The narrow, unlabelled variant of the bulk settings rows (their row names the field). */
  compact?: boolean;
}

/** Picks an internal page (contact, form, …) or "external"; switching clears the destination. */
export function LinkKindSelect({ value, onChange, disabled, compact }: LinkKindSelectProps) {
  const { t } = useTranslation();
  const kind = value.isInternalLink
    ? (internalLinkTypes.find((internal) => internal === value.destination) ?? "contact")
    : externalKind;
  return (
    <Select
      label={compact ? undefined : t("creatives.detail.linkKind")}
      aria-label={compact ? t("creatives.detail.linkKind") : undefined}
      size={compact ? "xs" : undefined}
      w={compact ? 150 : undefined}
      data={[
        ...internalLinkTypes.map((internal) => ({
          value: internal,
          label: t(`creatives.detail.internal.${internal}`),
        })),
        { value: externalKind, label: t("creatives.detail.internal.external") },
      ]}
      value={kind}
      allowDeselect={false}
      disabled={disabled}
      onChange={(next) =>
        next === externalKind
          ? onChange({ isInternalLink: false, destination: "" })
          : onChange({ isInternalLink: true, destination: next ?? "contact" })
      }
    />
  );
}
