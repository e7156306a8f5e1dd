import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AppContext } from '../http/types.ts'
import { resolveInside } from '../http/files.ts'
import { episodeSource } from './media-source.ts'

/** One rendition of the episodes' stream, as a title's page needs it to say what watching costs. */
export interface LadderStep {
  height: number
  /** Peak bits per second (BANDWIDTH). */
  bandwidth: number
  /** Mean bits per second (AVERAGE-BANDWIDTH), when the master gives it. */
  averageBandwidth?: number
}

function attr(line: string, name: string): string | undefined {
  // Quoted values may hold commas (CODECS): match one attribute at a time.
  const m = new RegExp(`(?:^|,)${name}=("[^"]*"|[^,]*)`).exec(line)
  return m?.[1]?.replace(/^"|"$/g, '')
}

/** The renditions a master playlist names, in its order; lines without a bandwidth are left out. */
export function ladderOf(master: string): LadderStep[] {
  const out: LadderStep[] = []
  for (const raw of master.split(/\r?\n/)) {
    const line = raw.trim()
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue
    const attrs = line.slice('#EXT-X-STREAM-INF:'.length)
    const bandwidth = Number(attr(attrs, 'BANDWIDTH'))
    if (!Number.isSafeInteger(bandwidth) || bandwidth <= 0) continue
    const height = Number(attr(attrs, 'RESOLUTION')?.split('x')[1] ?? 0)
    const average = Number(attr(attrs, 'AVERAGE-BANDWIDTH'))
    const step: LadderStep = { height: Number.isSafeInteger(height) && height > 0 ? height : 0, bandwidth }
    if (Number.isSafeInteger(average) && average > 0) step.averageBandwidth = average
    out.push(step)
  }
  return out
}

// Every episode shares one encoded stream that never changes while the server runs: read it once.
const perContext = new WeakMap<AppContext, LadderStep[]>()

/** The episodes' ladder (empty when the stream's master cannot be read). */
export function episodeLadder(ctx: AppContext): LadderStep[] {
  let ladder = perContext.get(ctx)
  if (!ladder) {
    ladder = []
    const source = episodeSource(ctx.db)
    const path = source ? resolveInside(join(ctx.config.assetsDir, 'media', source.dir), source.master) : null
    try {
      if (path) ladder = ladderOf(readFileSync(path, 'utf8'))
    } catch {
      // No media on this server: titles show no cost rather than a wrong one.
    }
    perContext.set(ctx, ladder)
  }
  return ladder
}
