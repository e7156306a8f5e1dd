import type { Context } from 'hono'
import { GATE_ONLY_ATTRIBUTE } from '../../src/lib/gate-only.ts'

/**
 * A navigation the page's start-up check will send straight on to the header-enrichment checker:
 * a browser's real navigation (a worker's fetch of the shell is not one) that is not the checker's
 * way back. The checker returns with `checked`, and that navigation gets the full page.
 */
export function goesToChecker(c: Context): boolean {
  return c.req.method === 'GET' && c.req.header('sec-fetch-mode') === 'navigate' && c.req.query('checked') === undefined
}

/**
 * The page's head without what only a rendered page uses: its stylesheet, icons, manifest, preloads
 * and the player's code list. The inline gate in it goes to the checker; on a first visit the full
 * page (stylesheet, shell and banner) was otherwise sent twice, once for the gate to leave at once.
 */
export function gatePage(html: string): string {
  const end = html.indexOf('</head>')
  if (end < 0) return html
  const head = html
    .slice(0, end)
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<link rel="(?:icon|apple-touch-icon|manifest)"[^>]*>/g, '')
    .replace(/<meta name="player-[a-z]+"[^>]*>/g, '')
    // A preload would start on a page that leaves at once, and be cut off on a slow link.
    .replace(/<link rel="(?:module)?preload"[^>]*>/g, '')
    .replace(/<html([\s>])/, `<html ${GATE_ONLY_ATTRIBUTE}$1`)
  return `${head}</head><body></body></html>\n`
}
