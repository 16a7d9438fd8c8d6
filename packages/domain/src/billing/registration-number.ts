/**
 * A qualified invoice issuer's registration number: "T" and 13 digits, the first of which is the
 * check digit of the corporate number (National Tax Agency): 9 − (Σ Pn × Qn mod 9), where Pn is the
 * n-th of the other 12 digits counted from the right and Qn is 1 for odd n, 2 for even n.
 */
export const registrationNumberPattern = /^T\d{13}$/;

export function corporateNumberCheckDigit(base12: string): number {
  let sum = 0;
  for (let n = 1; n <= 12; n += 1) {
    const digit = Number(base12[12 - n]);
    sum += digit * (n % 2 === 1 ? 1 : 2);
  }
  return 9 - (sum % 9);
}

export type RegistrationNumberProblem = "billing.registrationFormat" | "billing.registrationCheckDigit";

export function registrationNumberProblem(value: string): RegistrationNumberProblem | null {
  if (!registrationNumberPattern.test(value)) return "billing.registrationFormat";
  const digits = value.slice(1);
  return corporateNumberCheckDigit(digits.slice(1)) === Number(digits[0])
    ? null
    : "billing.registrationCheckDigit";
}
