import { parseVtt } from '../subtitles/vtt'

export interface Tile {
  /** Seconds. */
  start: number
  end: number
  /** The sprite's absolute address. */
  url: string
  x: number
  y: number
  w: number
  h: number
}

const XYWH = /^([^#\s]+)#xywh=(\d{1,4}),(\d{1,4}),(\d{1,4}),(\d{1,4})$/

/** A WebVTT thumbnail track's tiles; only same-origin sprites, so the track cannot point the page elsewhere. */
export function parseThumbnails(text: string, trackUrl: string): Tile[] {
  const cues = parseVtt(text) ?? []
  const origin = new URL(trackUrl).origin
  return cues.flatMap((c) => {
    const m = XYWH.exec(c.text.trim())
    if (!m?.[1]) return []
    const url = new URL(m[1], trackUrl)
    if (url.origin !== origin) return []
    return [{ start: c.start, end: c.end, url: url.href, x: Number(m[2]), y: Number(m[3]), w: Number(m[4]), h: Number(m[5]) }]
  })
}

/** The tile for a moment of the episode (tiles are in time order). */
export function tileAt(tiles: readonly Tile[], t: number): Tile | null {
  let lo = 0
  let hi = tiles.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const tile = tiles[mid] as Tile
    if (t < tile.start) hi = mid - 1
    else if (t >= tile.end) lo = mid + 1
    else return tile
  }
  return null
}
