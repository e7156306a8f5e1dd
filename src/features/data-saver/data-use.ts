import * as v from 'valibot'
import { settledRendition } from './cost'

/** One rendition of a master playlist, as far as data use is concerned. */
export interface Rendition {
  height: number
  /** Peak bits per second (BANDWIDTH). */
  bandwidth: number
  /** Mean bits per second over the stream (AVERAGE-BANDWIDTH), when the playlist gives it. */
  averageBandwidth?: number
}

export const RenditionSchema = v.object({
  height: v.pipe(v.number(), v.integer(), v.minValue(0)),
  bandwidth: v.pipe(v.number(), v.minValue(1)),
  averageBandwidth: v.optional(v.pipe(v.number(), v.minValue(1))),
})
export const LadderSchema = v.pipe(v.array(RenditionSchema), v.minLength(1), v.maxLength(32))

function attr(line: string, name: string): string | undefined {
  // Attribute values may be quoted and contain commas (CODECS), so match one attribute at a time.
  const m = new RegExp(`(?:^|,)${name}=("[^"]*"|[^,]*)`).exec(line)
  return m?.[1]?.replace(/^"|"$/g, '')
}

/** The renditions of an HLS master playlist (#EXT-X-STREAM-INF lines); empty for anything else. */
export function parseMasterPlaylist(text: string): Rendition[] {
  if (!text.trimStart().startsWith('#EXTM3U')) return []
  const out: Rendition[] = []
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim()
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue
    const attrs = line.slice('#EXT-X-STREAM-INF:'.length)
    const bandwidth = Number(attr(attrs, 'BANDWIDTH'))
    if (!Number.isFinite(bandwidth) || bandwidth <= 0) continue
    const average = Number(attr(attrs, 'AVERAGE-BANDWIDTH'))
    const height = Number(attr(attrs, 'RESOLUTION')?.split('x')[1] ?? 0)
    const r: Rendition = { height: Number.isFinite(height) ? height : 0, bandwidth }
    if (Number.isFinite(average) && average > 0) r.averageBandwidth = average
    out.push(r)
  }
  return out
}

/** Megabytes (10^6 bytes, as operators bill them) that `bps` uses in one hour. */
export function megabytesPerHour(bps: number): number {
  return (bps * 3600) / 8 / 1_000_000
}

/** Data per hour at the richest rendition playback may reach (360p with the saver), by mean bitrate where given. */
export function dataUsePerHour(ladder: Rendition[], saver: boolean): number | null {
  const top = settledRendition(ladder, saver)
  return top ? Math.round(megabytesPerHour(top.averageBandwidth ?? top.bandwidth)) : null
}
