/** Test card numbers of the hosted page and what each does, as Stripe documents them. */
export const testCards: Record<
  string,
  { saves: boolean; charge: "pm_card_visa" | "pm_card_chargeDeclined" }
> = {
  "4242424242424242": { saves: true, charge: "pm_card_visa" },
  "4000000000000341": { saves: true, charge: "pm_card_chargeDeclined" },
  "4000000000000002": { saves: false, charge: "pm_card_chargeDeclined" },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const expiredPageHtml = "<!doctype html><title>Expired</title><p>This page has expired.</p>";

/** Stripe's hosted card form, reduced to what a test types in: number, expiry, CVC. */
export function hostedCardPageHtml(problem: string, cancelUrl: string | null): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Save your card</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>Save your card</h1><form method="post">
<p><label>Card number <input name="number" inputmode="numeric" autocomplete="cc-number" required></label></p>
<p><label>Expiry (MM / YY) <input name="expiry" autocomplete="cc-exp" required></label></p>
<p><label>CVC <input name="cvc" inputmode="numeric" autocomplete="cc-csc" required></label></p>
${problem ? `<p role="alert" style="color:#b00020">${escapeHtml(problem)}</p>` : ""}
<p><button type="submit">Save card</button></p></form>
${cancelUrl ? '<form method="post"><input type="hidden" name="cancel" value="1"><button type="submit">Back</button></form>' : ""}
</body></html>`;
}
