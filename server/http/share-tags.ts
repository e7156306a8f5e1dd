import type { Database } from 'better-sqlite3'
import { SAFE_IMAGE_PATH } from '../../src/lib/boot-banner.ts'
import { getTitle } from '../services/content.ts'
import { escapeHtml } from '../services/text.ts'
import { MAX_ID } from './validation.ts'

export interface ShareCard {
  id: number
  title: string
  description: string
  poster: string
  series: boolean
}

/** The title a `/content?id=N` link names, or null for anything that is not a stored title's id. */
export function shareCard(db: Database, rawId: string | undefined): ShareCard | null {
  if (rawId === undefined || !/^\d{1,10}$/.test(rawId)) return null
  const id = Number(rawId)
  if (id < 1 || id > MAX_ID) return null
  const t = getTitle(db, id)
  return t ? { id, title: t.title, description: t.description, poster: t.poster_img, series: t.content_type === 'serie' } : null
}

/** One line of at most 200 characters: link previews show two or three lines at most. */
function oneLine(text: string): string {
  const line =
    text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .find((l) => l.length > 0) ?? ''
  const chars = [...line]
  return chars.length <= 200 ? line : `${chars.slice(0, 199).join('').trimEnd()}…`
}

/**
 * Open Graph and Twitter card tags for a title's page, so a link pasted into Viber, Messenger or
 * Telegram shows its name, a line of its description and its poster. Messaging apps' crawlers run
 * no script, so the server writes them into the page. Every value is escaped for an attribute, and
 * every address is absolute on PUBLIC_ORIGIN (never the Host header, which the caller writes).
 */
export function withShareTags(html: string, card: ShareCard | null, origin: string): string {
  if (!card || !html.includes('</head>')) return html
  const url = `${origin}/content?id=${card.id}`
  const description = oneLine(card.description)
  const tags: [string, string, string][] = [
    ['property', 'og:type', card.series ? 'video.tv_show' : 'video.movie'],
    ['property', 'og:site_name', 'Yoke Shin'],
    ['property', 'og:title', card.title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', card.title],
    ['name', 'twitter:description', description],
  ]
  if (SAFE_IMAGE_PATH.test(card.poster)) {
    tags.push(['property', 'og:image', `${origin}${card.poster}`], ['name', 'twitter:image', `${origin}${card.poster}`])
  }
  const meta = tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`).join('')
  // Spliced by position, never by replace(): a title holding `$&` or `$'` would be read as a pattern.
  const titled = spliceFirst(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(card.title)} · Yoke Shin</title>`)
  return spliceFirst(titled, /<\/head>/, `${meta}</head>`)
}

/** `text` with the first match of `pattern` replaced by `insert`, taken literally. */
function spliceFirst(text: string, pattern: RegExp, insert: string): string {
  const match = pattern.exec(text)
  return match ? text.slice(0, match.index) + insert + text.slice(match.index + match[0].length) : text
}
