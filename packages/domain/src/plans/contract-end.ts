import { jstDate } from "./plan-change.ts";

/**
 * admin.md §3 User (contract expiry date), §4 Site: the expiry date is the contract's last day in
 * Japan, so the contract has ended from 00:00 JST the day after. No date means no end.
 */
export function contractHasEnded(contractEndDate: string | null, at: Date): boolean {
  return contractEndDate !== null && jstDate(at) > contractEndDate;
}
