import { Button, Card, EmptyState } from "@mantine/core";
import { IconChartDots3, IconLayoutGridAdd } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

function Empty({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <Card py={56}>
      <EmptyState variant="light" color="ink" size="lg" icon={icon} title={title} description={description}>
        {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
      </EmptyState>
    </Card>
  );
}

/** The operator has no site yet: analytics starts with a published site. */
export function NoSites({ siteListPath }: { siteListPath: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Empty
      icon={<IconLayoutGridAdd size={30} stroke={1.6} aria-hidden />}
      title={t("analysis.noSites.title")}
      description={t("analysis.noSites.description")}
      action={
        siteListPath ? (
          <Button component={Link} to={siteListPath} variant="default">
            {t("analysis.noSites.action")}
          </Button>
        ) : undefined
      }
    />
  );
}

/** No visit in the period: a site never published says so, a published one says when figures come. */
export function NoTraffic({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <Empty
      icon={<IconChartDots3 size={30} stroke={1.6} aria-hidden />}
      title={t("analysis.noTraffic.title")}
      description={t(published ? "analysis.noTraffic.published" : "analysis.noTraffic.unpublished")}
    />
  );
}

export function ChooseSite() {
  const { t } = useTranslation();
  return (
    <Empty
      icon={<IconChartDots3 size={30} stroke={1.6} aria-hidden />}
      title={t("analysis.chooseSite.title")}
      description={t("analysis.chooseSite.description")}
    />
  );
}
