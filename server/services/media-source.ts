import type { Database } from 'better-sqlite3'

/** A stream's files under `assets/media/`: its directory and its master playlist's name in it. */
export interface MediaSource {
  dir: string
  master: string
}

// Catalogue URLs look like `/media/hls/master.m3u8`: one directory below /media, then the playlist.
const CATALOGUE_URL = /^\/media\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-][A-Za-z0-9_.-]*\.m3u8)$/

export function sourceOf(url: string): MediaSource | null {
  const m = CATALOGUE_URL.exec(url)
  return m?.[1] && m[2] ? { dir: m[1], master: m[2] } : null
}

const meta = (db: Database, key: string) =>
  db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(key)?.value ?? ''

/**
 * The files behind an episode. Every episode of the reference catalogue shares one encoded stream;
 * each still gets its own granted path, so a grant for one never names another's media.
 */
export function episodeSource(db: Database): MediaSource | null {
  return sourceOf(meta(db, 'stream_url'))
}

/** Trailers are open to everyone, at their own directory (the only media served without a grant). */
export function trailerSource(db: Database): MediaSource | null {
  return sourceOf(meta(db, 'trailer_url'))
}

export const trailerUrl = (db: Database) => meta(db, 'trailer_url')

/**
 * How long an episode plays, in whole seconds: its seeded length, capped by MEDIA_EPISODE_SECONDS
 * (tests and benchmarks play short episodes); null for an episode that does not exist.
 */
export function episodeSeconds(db: Database, episodeId: number, cap: number | null): number | null {
  const row = db.prepare<[number], { duration_ms: number }>('SELECT duration_ms FROM episodes WHERE id = ?').get(episodeId)
  return row ? servedSeconds(row.duration_ms, cap) : null
}

/** An episode's seeded length in whole seconds (at least one), capped as the served media is. */
export function servedSeconds(durationMs: number, cap: number | null): number {
  const seconds = Math.max(1, Math.floor(durationMs / 1000))
  return cap === null ? seconds : Math.min(seconds, cap)
}
