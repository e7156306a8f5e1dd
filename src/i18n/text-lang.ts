// Myanmar block, Extended-A and Extended-B: Burmese in Unicode, and Zawgyi text, which uses the
// same code points.
const MYANMAR = /[\u1000-\u109F\uA9E0-\uA9FF\uAA60-\uAA7F]/
// Accented Latin letters too ("Café" is one English word), without × and ÷ between them.
const LETTER = 'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F'
const LATIN = new RegExp(`[${LETTER}]`)
// A run of English: words with a Latin letter ("MB", "Wi-Fi", "720p") and the spaces between them,
// so that "Yoke Shin" is one phrase. The capturing group makes split() keep the runs.
const WORD = `[\\d${LETTER}]*[${LETTER}][\\w${LETTER}.'’-]*`
const LATIN_RUN = new RegExp(`(${WORD}(?:\\s+${WORD})*)`)
// A run of Burmese: Myanmar letters and marks, with the spaces and joiners inside a phrase.
const MYANMAR_RUN = /([\u1000-\u109F\uA9E0-\uA9FF\uAA60-\uAA7F](?:[\s\u200B-\u200D]*[\u1000-\u109F\uA9E0-\uA9FF\uAA60-\uAA7F])*)/

/**
 * The `lang` of a piece of catalogue or viewer text: 'my' when it is written in Myanmar script, 'en'
 * when it has Latin letters and no Myanmar ones. Titles, cast and comments come in either language
 * whatever the interface's, and each needs its own voice in a screen reader (and Burmese its own
 * line heights). Digits alone are left to the page.
 */
export function textLang(text: string | null | undefined): 'my' | 'en' | undefined {
  if (!text) return undefined
  if (MYANMAR.test(text)) return 'my'
  return LATIN.test(text) ? 'en' : undefined
}

/**
 * Interface text cut into runs: the odd ones are written in the other language's script ("MB" and
 * "Wi-Fi" in a Burmese sentence, a Burmese name in an English one), to be marked with their lang.
 */
export function otherScriptRuns(text: string, pageLang: string): string[] {
  return text.split(pageLang === 'my' ? LATIN_RUN : MYANMAR_RUN)
}
