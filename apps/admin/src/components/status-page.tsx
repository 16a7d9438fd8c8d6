import { Badge, Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface StatusPageProps {
  /** The HTTP-like code shown above the title ("403"), if any. */
  code?: string;
  icon: ReactNode;
  color?: string;
  title: string;
  description: string;
  actions?: ReactNode;
}

/** A centred card that explains what happened and what to do next: error pages, failed loads. */
export function StatusPage({ code, icon, color = "ink", title, description, actions }: StatusPageProps) {
  const { t } = useTranslation();
  return (
    <Card maw={520} w="100%" shadow="sm" p={{ base: "lg", sm: 40 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={72} radius={36} variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        {code ? (
          <Badge variant="light" color={color} size="lg" radius="sm">
            {t("errors.code", { code })}
          </Badge>
        ) : null}
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        <Text c="dimmed" maw={420}>
          {description}
        </Text>
        {actions ? (
          <Group justify="center" mt="sm" gap="sm">
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
