import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconCreditCard } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useCurrentUser } from "@/features/shell";
import { showToast } from "@/lib/notify";
import { useCompleteCardSetup, usePaymentMethod, useStartCardSetup } from "../api/payment-method";

/** The query parameter the card provider's page comes back with. */
const returnParam = "card_setup";

/**
 * Plan confirmation: how the account pays its bills, and saving or changing the card on the card
 * provider's own page (decision 115). The card number never passes through the console.
 */
export function PaymentMethodCard() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const info = usePaymentMethod();
  const start = useStartCardSetup();
  const complete = useCompleteCardSetup();
  const [params, setParams] = useSearchParams();
  const returned = params.get(returnParam);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!returned || handled.current === returned) return;
    handled.current = returned;
    complete.mutate(returned, {
      onSuccess: (result) => showToast(result.message, "success"),
      onSettled: () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(returnParam);
            return next;
          },
          { replace: true },
        ),
    });
  }, [returned, complete, setParams]);

  if (user.account.kind === "master" || !user.permissions.includes("billing:view") || !info.data) return null;
  const { method, card, cardAvailable } = info.data;
  const mayChange = user.permissions.includes("billing:paymentMethod") && cardAvailable;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t("billing.paymentMethod.title")}
        </Title>
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Group gap="xs">
            <IconCreditCard size={20} aria-hidden />
            <Text fw={600}>
              {method === "card" && card
                ? t("billing.paymentMethod.card", {
                    brand: card.brand.toUpperCase(),
                    last4: card.last4,
                    expiry: `${String(card.expMonth).padStart(2, "0")}/${card.expYear}`,
                  })
                : t("billing.methods.bank_transfer")}
            </Text>
          </Group>
          {mayChange ? (
            <Button variant="light" loading={start.isPending} onClick={() => start.mutate()}>
              {t(method === "card" ? "billing.paymentMethod.change" : "billing.paymentMethod.add")}
            </Button>
          ) : null}
        </Group>
        {complete.isError ? <Alert color="red">{complete.error.message}</Alert> : null}
        {start.isError ? <Alert color="red">{start.error.message}</Alert> : null}
        <Text size="xs" c="gray.7">
          {t(cardAvailable ? "billing.paymentMethod.note" : "billing.paymentMethod.unavailable")}
        </Text>
      </Stack>
    </Card>
  );
}
