import { type Locale, type MessageKey, type PaymentRecord, toCsv, translate } from "@mekuri/domain";

const columns: [MessageKey, (bill: PaymentRecord) => string | number][] = [
  ["billing.csv.month", (bill) => bill.month],
  ["billing.csv.company", (bill) => bill.companyName],
  ["billing.csv.plan", (bill) => bill.planName],
  ["billing.csv.status", (bill) => bill.status],
  ["billing.csv.method", (bill) => bill.method],
  ["billing.csv.pageViews", (bill) => bill.pageViews],
  ["billing.csv.blocks", (bill) => bill.blocksConsumed],
  ["billing.csv.planFee", (bill) => bill.planFee],
  ["billing.csv.pageViewFee", (bill) => bill.pageViewFee],
  ["billing.csv.licenseFee", (bill) => bill.licenseFee],
  ["billing.csv.initialFee", (bill) => bill.initialFee],
  ["billing.csv.monthlyFee", (bill) => bill.monthlyFee],
  ["billing.csv.totalFee", (bill) => bill.totalFee],
  ["billing.csv.tax", (bill) => bill.tax],
  ["billing.csv.total", (bill) => bill.total],
];

/** The payment list as CSV: amounts as plain integers of yen, so a spreadsheet can sum them. */
export function billsCsv(bills: PaymentRecord[], locale: Locale): string {
  return toCsv([
    columns.map(([key]) => translate(key, locale)),
    ...bills.map((bill) => columns.map(([, value]) => String(value(bill)))),
  ]);
}
