/**
 * Whether a count takes English's singular (CLDR's `one`: exactly 1); Burmese has one form, and
 * both of a message's forms carry the same Burmese text. Chosen here rather than with Lingui's
 * `plural`, which asks Intl for plural rules and a number format: a page's first Intl object loads
 * the engine's locale data, 20 ms on a desktop and seven times that on a phone of benchmark index
 * 400, inside the render of the screen that needed it.
 */
export function isOne(n: number): boolean {
  return n === 1
}
