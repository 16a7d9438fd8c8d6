import { Box, List, Text, ThemeIcon, VisuallyHidden } from "@mantine/core";
import { passwordMaxLength, passwordMinLength, passwordSpecials } from "@mekuri/domain";
import { IconCheck, IconPoint } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { checkPasswordRules, passwordRules } from "../lib/password-rules";

/** The password rules, ticked off live as the user types. */
/**
 * Meant as the `description` of the new-password field, so the input is described by it
 * (Mantine wires aria-describedby to the description).
 */
export function PasswordChecklist({ value }: { value: string }) {
  const { t } = useTranslation();
  const state = checkPasswordRules(value);
  const labels = {
    length: t("auth.checklist.length", { min: passwordMinLength, max: passwordMaxLength }),
    lowercase: t("auth.checklist.lowercase"),
    uppercase: t("auth.checklist.uppercase"),
    digit: t("auth.checklist.digit"),
    special: t("auth.checklist.special", { specials: passwordSpecials }),
    allowed: t("auth.checklist.allowed"),
  };

  return (
    <Box
      mt={6}
      p="sm"
      bg="gray.0"
      c="var(--mantine-color-text)"
      style={{ borderRadius: "var(--mantine-radius-md)" }}
    >
      <Text size="xs" fw={700} c="dimmed" mb={6}>
        {t("auth.checklist.title")}
      </Text>
      <List spacing={4} size="xs" center>
        {passwordRules.map((rule) => (
          <List.Item
            key={rule}
            c={state[rule] ? "teal.8" : "dimmed"}
            icon={
              <ThemeIcon
                size={16}
                radius="xl"
                color={state[rule] ? "teal" : "gray.4"}
                variant={state[rule] ? "filled" : "light"}
              >
                {state[rule] ? <IconCheck size={11} stroke={3} /> : <IconPoint size={11} />}
              </ThemeIcon>
            }
          >
            <span style={{ wordBreak: "break-all" }}>{labels[rule]}</span>
            <VisuallyHidden>{` (${state[rule] ? t("auth.checklist.met") : t("auth.checklist.unmet")})`}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
