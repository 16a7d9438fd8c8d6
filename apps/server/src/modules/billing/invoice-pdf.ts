import { type Invoice, type Locale, type MessageKey, translate } from "@mekuri/domain";
import { createPdfDocument } from "../../platform/pdf/pdf-document.ts";

const yen = (amount: number) => `¥${amount.toLocaleString("en-US")}`;

/**
 * The invoice as a PDF (admin.md §3 Invoice, §7 `bill/{id}/export-pdf`): in Japanese, the language
 * of the qualified invoice, with each label also in the reader's language when that is another.
 * The invoice's `label`s arrive in the reader's language; the Japanese ones are made here.
 */
export async function invoicePdf(invoice: Invoice, japaneseLines: string[], locale: Locale): Promise<Buffer> {
  const label = (key: MessageKey, params?: Record<string, string | number>) => {
    const ja = translate(key, "ja", params);
    return locale === "ja" ? ja : `${ja} / ${translate(key, locale, params)}`;
  };
  const pdf = await createPdfDocument({
    title: `${translate("billing.pdf.title", "ja")} ${invoice.number}`,
    language: "ja",
    author: invoice.issuer.name || undefined,
  });
  pdf.heading(label("billing.pdf.title"));
  if (invoice.cancelledByNumber)
    pdf.text(label("billing.pdf.cancelled", { number: invoice.cancelledByNumber }));
  pdf.text(
    [
      `${label("billing.pdf.number")}: ${invoice.number}`,
      `${label("billing.pdf.invoiceDate")}: ${invoice.invoiceDate}`,
      `${label("billing.pdf.dueDate")}: ${invoice.dueDate}`,
      `${label("billing.pdf.month")}: ${invoice.month}`,
    ].join("\n"),
  );
  pdf.heading(label("billing.pdf.billTo"), 2).text(`${invoice.recipientName} 御中`);
  const issuer = [invoice.issuer.name, invoice.issuer.address];
  if (invoice.issuer.registrationNumber)
    issuer.push(`${label("billing.pdf.registrationNumber")}: ${invoice.issuer.registrationNumber}`);
  pdf.heading(label("billing.pdf.issuer"), 2).text(issuer.filter(Boolean).join("\n"));
  pdf.table(
    [
      { header: label("billing.pdf.item"), weight: 4 },
      { header: label("billing.pdf.quantity"), align: "right" },
      { header: label("billing.pdf.unitPrice"), align: "right", weight: 1.5 },
      { header: label("billing.pdf.amount"), align: "right", weight: 1.5 },
    ],
    invoice.lines.map((line, index) => [
      locale === "ja" ? japaneseLines[index]! : `${japaneseLines[index]}\n${line.label}`,
      line.quantity.toLocaleString("en-US"),
      yen(line.unitPrice),
      yen(line.amount),
    ]),
  );
  // Totals as a table: bilingual labels are too long for figure boxes.
  pdf.table(
    [
      { header: "", weight: 3 },
      { header: label("billing.pdf.amount"), align: "right" },
    ],
    [
      [label("billing.pdf.subtotal"), yen(invoice.subtotal)],
      ...invoice.taxes.map((rate) => [
        translate("billing.pdf.taxLine", "ja", {
          rate: rate.ratePercent,
          taxable: yen(rate.taxable),
          tax: yen(rate.tax),
        }),
        yen(rate.tax),
      ]),
      [label("billing.pdf.tax"), yen(invoice.tax)],
      [label("billing.pdf.total"), yen(invoice.total)],
    ],
  );
  if (invoice.paidByCardOn) pdf.text(label("billing.pdf.paidByCard", { date: invoice.paidByCardOn }));
  else if (invoice.issuer.bankTransfer)
    pdf.heading(label("billing.pdf.bankTransfer"), 2).text(invoice.issuer.bankTransfer);
  if (invoice.replacesNumber) pdf.text(label("billing.pdf.replaces", { number: invoice.replacesNumber }));
  if (invoice.notes) pdf.heading(label("billing.pdf.notes"), 2).text(invoice.notes);
  return pdf.finish();
}
