import { Button, Card, EmptyState } from "@mantine/core";
import { IconHourglassHigh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { homePathOf } from "@/lib/home-path";
import { useCurrentUser } from "./current-user";

/** Until a later issue builds the screen: a tidy empty state instead of a blank page. */
export function ComingSoon({ section }: { section: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const home = homePathOf(user);
  return (
    <Card py={64}>
      <EmptyState
        variant="light"
        color="ink"
        size="lg"
        icon={<IconHourglassHigh size={30} stroke={1.6} aria-hidden />}
        title={t("comingSoon.title")}
        description={
          <>
            {t("comingSoon.description", { section })}
            <br />
            {t("comingSoon.hint")}
          </>
        }
      >
        {pathname === home ? null : (
          <EmptyState.Actions>
            <Button component={Link} to={home} variant="default">
              {t("common.backToHome")}
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    </Card>
  );
}
