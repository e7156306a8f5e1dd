/** The family of the self-hosted Myanmar subset, as src/styles.css declares it. */
export const MYANMAR_FONT = 'Yoke Shin Myanmar'

/** Before the first render, so Burmese is laid out once, not again when the font swaps in. */
export function loadMyanmarFont(doc: { fonts?: Pick<FontFaceSet, 'load'> }, language: string | null): void {
  if (language === 'en' || !doc.fonts) return
  doc.fonts.load(`1em "${MYANMAR_FONT}"`, '\u1000').catch(() => undefined)
}
