import type { I18n } from '@lingui/core'

/**
 * A number in the viewer's digits: Myanmar digits in Burmese (CLDR's default for `my`). Some
 * browsers' Intl data lacks `my` and falls back to Latin digits (and ignores a `-u-nu-mymr` tag),
 * so the numbering system is asked for by name. Phone numbers, OTP and redeem codes never come
 * through here: they stay Latin in both languages.
 */
export function formatNumber(i18n: Pick<I18n, 'locale' | 'number'>, n: number, options: Intl.NumberFormatOptions = {}): string {
  return i18n.number(n, i18n.locale === 'my' ? { ...options, numberingSystem: 'mymr' } : options)
}

/** A whole count in the viewer's digits. */
export function formatCount(i18n: Pick<I18n, 'locale' | 'number'>, n: number): string {
  return formatNumber(i18n, n, { maximumFractionDigits: 0 })
}
