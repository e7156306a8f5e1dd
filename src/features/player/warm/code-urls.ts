// The build writes these names into the page (scripts/vite/player-code.ts); Node reads this file, so it imports nothing.
export const PLAYER_CODE_META = 'player-code'
export const PLAYER_ENGINE_META = 'player-engine'

// Only a hashed chunk of this origin's build: a stray or injected name must not send a request elsewhere.
const CODE_URL = /^\/assets\/[\w.-]+\.js$/

function named(doc: Pick<Document, 'querySelector'>, name: string): string[] {
  const content = doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? ''
  return content.split(/\s+/).filter((url) => CODE_URL.test(url))
}

/** The player's code as the page names it (route chunks, and hls.js where used); empty in development. */
export function playerCodeUrls(doc: Pick<Document, 'querySelector'>, withEngine: boolean): string[] {
  return [...named(doc, PLAYER_CODE_META), ...(withEngine ? named(doc, PLAYER_ENGINE_META) : [])]
}
