/** English's `one` (Burmese has one form); not Lingui's `plural`, whose Intl loads locale data mid-render. */
export function isOne(n: number): boolean {
  return n === 1
}
