import { ok, type Result } from '../../api/result'
import { guard } from '../storage'
import { nextNightEdge } from './autopilot-clock'
import {
  coversTitle,
  readAutopilotSettings,
  readAutopilotState,
  updateAutopilotState,
  type Arrived,
  type AutopilotState,
  type Owned,
  type Planned,
} from './autopilot-store'
import { budgetUsed } from './budget'
import type { DownloadDeps } from './deps'
import { budgetLeftBytes, inNightWindow } from './policy'
import { freeRoom, offerQualities, pauseDownload, pendingBytes, queueDownload, resumeDownload } from './queue'
import { currentUserId, isPending, patchRow } from './rows'
import { readDownloadSettings } from './settings'
import { QUALITIES, type DownloadRow, type Quality } from './types'

// "Get my next episodes tonight": the next episodes wait in a plan and become downloads only inside the
// night window (paused when it closes), within tonight's budget and the free space.

export interface WatchedEpisode {
  titleId: number
  title: string
  poster: string
  episodeId: number
  episodes: ReadonlyArray<{ id: number; title: string }>
  /** The viewer's choice, else the data saver's cap. */
  quality: Quality
}

const settingsOf = (deps: DownloadDeps) => readDownloadSettings(deps.db, deps.connectionType() !== undefined)

/** The offered quality nearest at or below the one wanted (a smaller file never costs more). */
function pick(offers: Array<{ quality: Quality; bytes: number }>, wanted: Quality) {
  const at = QUALITIES.indexOf(wanted)
  return (
    offers
      .filter((o) => QUALITIES.indexOf(o.quality) <= at)
      .sort((a, b) => QUALITIES.indexOf(b.quality) - QUALITIES.indexOf(a.quality))[0] ?? offers[0]
  )
}

const kept = (row: DownloadRow | undefined, userId: number) =>
  row !== undefined && row.userId === userId && row.state !== 'failed' && row.state !== 'expired'

/** The episodes after the watched one wait for tonight, in order while they fit the budget and the free space. */
export async function planAhead(deps: DownloadDeps, watched: WatchedEpisode): Promise<Result<Planned[]>> {
  const settings = await readAutopilotSettings(deps.db)
  const userId = await currentUserId(deps)
  if (userId === null || !coversTitle(settings, watched.titleId)) return ok([])
  const at = watched.episodes.findIndex((e) => e.id === watched.episodeId)
  if (at < 0) return ok([])
  const ahead = watched.episodes.slice(at + 1, at + 1 + settings.ahead)
  const before = await readAutopilotState(deps.db)
  const sized = new Map(before.plan.filter((p) => p.userId === userId).map((p) => [p.episodeId, p]))
  const fresh: Planned[] = []
  for (const ep of ahead) {
    if (kept(await deps.db.downloads.get(ep.id), userId)) continue
    const known = sized.get(ep.id)
    if (known) {
      fresh.push(known)
      continue
    }
    // The size comes from the episode's own master (a few KB); one the viewer may not watch is left out.
    const offer = await offerQualities(deps, ep.id)
    const chosen = offer.ok ? pick(offer.value.offers, watched.quality) : undefined
    if (!chosen) continue
    fresh.push({
      episodeId: ep.id,
      userId,
      titleId: watched.titleId,
      title: watched.title,
      episodeTitle: ep.title,
      poster: watched.poster,
      quality: chosen.quality,
      bytes: chosen.bytes,
      plannedAt: deps.now(),
    })
  }
  const download = await settingsOf(deps)
  const budget = download.budgetMb === null ? Infinity : (budgetLeftBytes(download, 0) ?? Infinity)
  const room = await freeRoom(deps)
  return guard(() =>
    updateAutopilotState(deps.db, (state) => {
      const others = state.plan.filter((p) => p.titleId !== watched.titleId && p.userId === userId)
      const owed = state.owned.reduce((n, o) => n + o.bytes, 0)
      let load = others.reduce((n, p) => n + p.bytes, 0) + owed
      let fits = room
      const planned: Planned[] = []
      for (const p of fresh) {
        if (load + p.bytes > budget || p.bytes > fits) break
        load += p.bytes
        fits -= p.bytes
        planned.push(p)
      }
      return { state: { ...state, plan: [...others, ...planned] }, out: planned }
    }),
  )
}

/** Drops a title's waiting episodes (its switch went off), or all of them (the autopilot went off). */
export function dropPlan(deps: Pick<DownloadDeps, 'db'>, titleId?: number): Promise<Result<void>> {
  return guard(() =>
    updateAutopilotState(deps.db, (state) => ({
      state: { ...state, plan: titleId === undefined ? [] : state.plan.filter((p) => p.titleId !== titleId) },
      out: undefined,
    })),
  )
}

export interface AutopilotReport {
  queued: number[]
  held: number[]
  resumed: number[]
  /** What arrived overnight and has not been told yet. */
  arrived: Arrived | null
  /** When the window next opens or closes; null for a window of the whole day. */
  next: number | null
}

/** A summary within this long of the last is the same morning's: new arrivals join it. */
const SAME_MORNING_MS = 12 * 3_600_000

/** Inside the window the plan becomes downloads; outside, what it queued pauses and what completed is told. Never rejects. */
export async function autopilotRound(deps: DownloadDeps): Promise<AutopilotReport> {
  const report: AutopilotReport = { queued: [], held: [], resumed: [], arrived: null, next: null }
  try {
    const settings = await settingsOf(deps)
    const now = deps.now()
    report.next = nextNightEdge(now, settings)
    const userId = await currentUserId(deps)
    const state = await readAutopilotState(deps.db)
    const rows = new Map(
      (await deps.db.downloads.bulkGet(state.owned.map((o) => o.episodeId))).flatMap((r) => (r ? [[r.episodeId, r] as const] : [])),
    )
    const mine = (o: Owned) => rows.get(o.episodeId)?.createdAt === o.createdAt
    const open = inNightWindow(now, settings)
    // A waiting episode the viewer has since downloaded themselves leaves the plan.
    const taken = new Set(
      (await deps.db.downloads.bulkGet(state.plan.map((p) => p.episodeId))).flatMap((r) =>
        r && userId !== null && kept(r, userId) ? [r.episodeId] : [],
      ),
    )
    const held = new Set<number>()
    const resumed = new Set<number>()
    for (const o of state.owned.filter(mine)) {
      const row = rows.get(o.episodeId)
      if (!open && row && isPending(row) && (await pauseDownload(deps, o.episodeId)).ok) {
        // Paused for the night, not by the viewer: the row says when it goes on (resuming clears it).
        await patchRow(deps.db, o.episodeId, { waitReason: 'night' }, deps.now(), (r) => r.state === 'paused')
        held.add(o.episodeId)
      }
      if (open && o.held && row?.state === 'paused' && (await resumeDownload(deps, o.episodeId)).ok) resumed.add(o.episodeId)
    }
    const queued: Owned[] = []
    if (open && userId !== null && deps.online()) {
      let left = (budgetLeftBytes(settings, await budgetUsed(deps.db, now, settings)) ?? Infinity) - (await pendingBytes(deps))
      for (const p of state.plan.filter((x) => x.userId === userId && !taken.has(x.episodeId))) {
        if (p.bytes > left) continue
        const r = await queueDownload(deps, p)
        const row = await deps.db.downloads.get(p.episodeId)
        if (r.ok && row) {
          queued.push({ episodeId: p.episodeId, createdAt: row.createdAt, bytes: p.bytes, held: false })
          left -= p.bytes
        }
      }
    }
    report.held = [...held]
    report.resumed = [...resumed]
    report.queued = queued.map((q) => q.episodeId)
    report.arrived = await updateAutopilotState(deps.db, async (current) => {
      const done = queued.map((q) => q.episodeId)
      const owned = [...current.owned.filter(mine), ...queued.filter((q) => !current.owned.some((o) => o.episodeId === q.episodeId))].map(
        (o) => (held.has(o.episodeId) ? { ...o, held: true } : resumed.has(o.episodeId) ? { ...o, held: false } : o),
      )
      // Another viewer's waiting episodes, or one queued by now (here or in another context), leave the plan.
      const plan = current.plan.filter((p) => p.userId === userId && !done.includes(p.episodeId) && !taken.has(p.episodeId))
      const landed = open ? [] : owned.filter((o) => rows.get(o.episodeId)?.state === 'completed')
      const next: AutopilotState = { plan, owned: owned.filter((o) => !landed.includes(o)), arrived: current.arrived }
      // A summary the worker made, or one no context could tell yet, is told by the next round.
      const untold = current.arrived && !current.arrived.notified && !current.arrived.seen ? current.arrived : null
      if (landed.length === 0) return { state: next, out: untold }
      const items = landed.flatMap((o) => {
        const r = rows.get(o.episodeId)
        return r ? [{ episodeId: r.episodeId, titleId: r.titleId, title: r.title, episodeTitle: r.episodeTitle, bytes: r.bytesDone }] : []
      })
      const joins = current.arrived !== null && !current.arrived.seen && now - current.arrived.at < SAME_MORNING_MS
      const arrived: Arrived =
        joins && current.arrived
          ? { ...current.arrived, items: [...current.arrived.items, ...items], notified: false }
          : { items, at: now, seen: false, notified: false }
      return { state: { ...next, arrived }, out: arrived }
    })
  } catch {
    // A broken store or clock: the next round looks again.
  }
  return report
}

/** The viewer read the morning's line on home (or its notification was shown). */
export function markArrived(deps: Pick<DownloadDeps, 'db'>, patch: { seen?: true; notified?: true }): Promise<Result<void>> {
  return guard(() =>
    updateAutopilotState(deps.db, (state) => ({
      state: { ...state, arrived: state.arrived && { ...state.arrived, ...patch } },
      out: undefined,
    })),
  )
}

/** A download the viewer took over is theirs: never paused at the window's end nor told in the morning. */
export function releaseToViewer(deps: Pick<DownloadDeps, 'db'>, episodeId: number): Promise<Result<void>> {
  return guard(() =>
    updateAutopilotState(deps.db, (state) => ({
      state: { ...state, owned: state.owned.filter((o) => o.episodeId !== episodeId) },
      out: undefined,
    })),
  )
}
