// Myanmar block, Extended-A and Extended-B: Burmese in Unicode, and Zawgyi text, which uses the
// same code points.
const MYANMAR = /[\u1000-\u109F\uA9E0-\uA9FF\uAA60-\uAA7F]/

/**
 * The `lang` of a piece of catalogue or viewer text: 'my' when it is written in Myanmar script.
 * Titles, cast and comments come in Burmese whatever the interface language, and Burmese needs
 * its own line heights and a Burmese voice in a screen reader, in the English interface too.
 */
export function textLang(text: string | null | undefined): 'my' | undefined {
  return text && MYANMAR.test(text) ? 'my' : undefined
}
