/** Spec section 9: the main balance's remaining days default to 4 when the answer has none. */
export const DEFAULT_MAIN_BALANCE_DAYS = 4

export function mainBalanceDays(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : DEFAULT_MAIN_BALANCE_DAYS
}
