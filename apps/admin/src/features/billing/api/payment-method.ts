import type { PaymentMethodInfo } from "@mekuri/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { billsQueryKey } from "./get-bills";

const paymentMethodKey = [...billsQueryKey, "payment-method"];

export function usePaymentMethod() {
  return useQuery({
    queryKey: paymentMethodKey,
    queryFn: () => api.get<PaymentMethodInfo>("/billing/payment-method"),
  });
}

/** Asks for the card provider's page and sends the browser there (decision 115). */
export function useStartCardSetup() {
  return useMutation({
    mutationFn: () => api.post<{ url: string }>("/billing/card-setup"),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** The browser came back from the provider's page with its session id. */
export function useCompleteCardSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api.post<PaymentMethodInfo & { message: string }>("/billing/card-setup/complete", { sessionId }),
    onSuccess: (info) => queryClient.setQueryData(paymentMethodKey, info),
  });
}
