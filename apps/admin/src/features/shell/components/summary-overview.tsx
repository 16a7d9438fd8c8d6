import {
  Badge,
  Card,
  DataList,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from "@mantine/core";
import type { Permission } from "@mekuri/domain";
import { IconArrowRight, IconCheck, IconSparkles } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { navigationEntries, navigationIcons } from "../navigation";
import { contractColor } from "./contract-color";
import { useCurrentUser } from "./current-user";
import classes from "./summary-overview.module.css";

/** "sites:edit" → "permissions.sites.edit"; a permission without a text fails the type check. */
type PermissionKey<P extends string = Permission> = P extends `${infer Subject}:${infer Action}`
  ? `permissions.${Subject}.${Action}`
  : never;
const permissionKey = (permission: Permission) =>
  `permissions.${permission.replace(":", ".")}` as PermissionKey;

/** The summary page until the dashboard arrives: who you are, for which account, and what you may do. */
export function SummaryOverview() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  // A permission newer than this console has no text yet: leave it out rather than show a key.
  const permissions = user.permissions.filter((permission) => i18n.exists(permissionKey(permission)));
  const sections = navigationEntries(user.navigation).filter((item) => item.id !== "summary");

  return (
    <Stack gap="lg">
      <Card className={classes.welcome} withBorder={false}>
        <Group gap="lg" wrap="nowrap" align="flex-start">
          <ThemeIcon size={52} radius="lg" color="coral" variant="filled" aria-hidden visibleFrom="xs">
            <IconSparkles size={28} stroke={1.6} />
          </ThemeIcon>
          <div>
            <Title order={2} fz={{ base: 20, sm: 24 }} c="white">
              {t("summary.welcome", { name: user.name })}
            </Title>
            <Text c="ink.1" mt={6} size="sm" lh={1.7}>
              {t("summary.intro")}
            </Text>
          </div>
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card>
          <Title order={2} fz="lg" mb="md">
            {t("summary.accountTitle")}
          </Title>
          <DataList withDivider labelWidth={140}>
            <DataList.Item>
              <DataList.ItemLabel>{t("summary.company")}</DataList.ItemLabel>
              <DataList.ItemValue fw={600}>{user.account.companyName}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("summary.accountKind")}</DataList.ItemLabel>
              <DataList.ItemValue>{t(`accountKinds.${user.account.kind}`)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("summary.contractStatus")}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Badge variant="light" color={contractColor[user.account.contractStatus]}>
                  {t(`contractStatuses.${user.account.contractStatus}`)}
                </Badge>
              </DataList.ItemValue>
            </DataList.Item>
          </DataList>
        </Card>

        <Card>
          <Title order={2} fz="lg" mb="md">
            {t("summary.youTitle")}
          </Title>
          <DataList withDivider labelWidth={140}>
            <DataList.Item>
              <DataList.ItemLabel>{t("summary.email")}</DataList.ItemLabel>
              <DataList.ItemValue style={{ wordBreak: "break-all" }}>{user.email}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("summary.role")}</DataList.ItemLabel>
              <DataList.ItemValue>{t(`roles.${user.role}`)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("summary.adminRole")}</DataList.ItemLabel>
              <DataList.ItemValue>{t(`adminRoles.${user.adminRole}`)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("summary.authority")}</DataList.ItemLabel>
              <DataList.ItemValue>{t(`authorities.${user.authority}`)}</DataList.ItemValue>
            </DataList.Item>
          </DataList>
        </Card>
      </SimpleGrid>

      <Card>
        <Title order={2} fz="lg" mb="md">
          {t("summary.permissionsTitle")}
        </Title>
        <List
          spacing="xs"
          size="sm"
          className={classes.permissions}
          icon={
            <ThemeIcon size={20} radius="xl" color="teal" variant="light">
              <IconCheck size={13} stroke={2.6} />
            </ThemeIcon>
          }
        >
          {permissions.map((permission) => (
            <List.Item key={permission}>{t(permissionKey(permission))}</List.Item>
          ))}
        </List>
      </Card>

      {sections.length > 0 ? (
        <section aria-labelledby="summary-sections">
          <Title order={2} fz="lg" mb="md" id="summary-sections">
            {t("summary.sectionsTitle")}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            {sections.map((item) => {
              const Icon = navigationIcons[item.id];
              return (
                <UnstyledButton
                  key={item.id}
                  component={Link}
                  to={`/${user.userTypeId}/${item.path}`}
                  className={classes.sectionCard}
                >
                  <ThemeIcon size={40} radius="md" variant="light" color="ink" aria-hidden>
                    <Icon size={22} stroke={1.6} />
                  </ThemeIcon>
                  <Text fw={600} size="sm" mt="sm">
                    {t(`nav.${item.id}`)}
                  </Text>
                  <Group gap={4} mt={4} c="dimmed">
                    <Text size="xs">{t("summary.open")}</Text>
                    <IconArrowRight size={12} aria-hidden />
                  </Group>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </section>
      ) : null}
    </Stack>
  );
}
