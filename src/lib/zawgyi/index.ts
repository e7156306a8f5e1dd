import { hasMyanmar } from './myanmar'

export { hasMyanmar }

/**
 * Many phones in Myanmar still type Zawgyi, which the catalogue (Unicode) cannot match. The
 * detector's model is ~40 KB, so it loads on demand, and only for text with Burmese in it.
 */
export async function toUnicode(text: string): Promise<string> {
  if (!hasMyanmar(text)) return text
  const { toUnicodeNow } = await import('./unicode')
  return toUnicodeNow(text)
}
