import type { Context } from 'hono'
import { pickLang, type Lang } from '../services/text.ts'

/**
 * The language an answer's words are given in, from the caller's Accept-Language. The answer says
 * so (Content-Language), and says it varies with the header, so that no cache (the browser's, the
 * service worker's, a proxy's) hands one language's answer to a request for the other.
 */
export function answerLanguage(c: Context): Lang {
  const lang = pickLang(c.req.header('accept-language'))
  c.header('Content-Language', lang)
  c.header('Vary', 'Accept-Language', { append: true })
  return lang
}
