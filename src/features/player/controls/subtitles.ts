/** What the subtitles menu offers: off, or one of the seeded languages. */
export type SubtitleChoice = 'off' | 'my' | 'en'
export type SubtitleLanguage = Exclude<SubtitleChoice, 'off'>

/** Which subtitles start: the viewer's choice for this kind of title, else Burmese for a Burmese interface on a foreign title. */
export function defaultSubtitle(opts: {
  uiLocale: string
  /** The title's spoken language (BCP 47 primary tag), null when unknown. */
  titleLanguage: string | null
  remembered: SubtitleChoice | null
  available: readonly SubtitleLanguage[]
}): SubtitleChoice {
  const { uiLocale, titleLanguage, remembered, available } = opts
  if (remembered === 'off') return 'off'
  if (remembered && available.includes(remembered)) return remembered
  if (uiLocale === 'my' && titleLanguage !== null && titleLanguage !== 'my' && available.includes('my')) return 'my'
  return 'off'
}

/** `c`: off → the first language, on through each, back to off. */
export function nextSubtitle(current: SubtitleChoice, available: readonly SubtitleLanguage[]): SubtitleChoice {
  const order: SubtitleChoice[] = ['off', ...available]
  const at = order.indexOf(current)
  return order[(at + 1) % order.length] ?? 'off'
}
