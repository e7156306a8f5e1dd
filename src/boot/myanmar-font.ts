/** The family of the self-hosted Myanmar subset, as src/styles.css declares it. */
export const MYANMAR_FONT = 'Yoke Shin Myanmar'

/**
 * Asks for the Myanmar font, unless the viewer chose English. Burmese laid out before the font has
 * arrived is laid out twice, in a fallback font and again when the font swaps in, and on a
 * low-cost phone each pass over a screen of Burmese is a long task. Asked for once the shell has
 * painted, the font is normally in before the app's first render, which lays its text out once.
 * The face is found by its unicode-range, so the page needs no hashed address for it.
 */
export function loadMyanmarFont(doc: { fonts?: Pick<FontFaceSet, 'load'> }, language: string | null): void {
  if (language === 'en' || !doc.fonts) return
  doc.fonts.load(`1em "${MYANMAR_FONT}"`, '\u1000').catch(() => undefined)
}
