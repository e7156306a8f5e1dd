/** Any code point of the Myanmar blocks: text without one cannot be Zawgyi. */
const MYANMAR = /[\u1000-\u109f\uaa60-\uaa7f\ua9e0-\ua9ff]/

export const hasMyanmar = (text: string) => MYANMAR.test(text)

/**
 * Many phones in Myanmar still type Zawgyi, which the catalogue (Unicode) cannot match. The
 * detector's model is ~40 KB, so it loads on demand, and only for text with Burmese in it.
 */
export async function toUnicode(text: string): Promise<string> {
  if (!hasMyanmar(text)) return text
  const { toUnicodeNow } = await import('./unicode')
  return toUnicodeNow(text)
}
