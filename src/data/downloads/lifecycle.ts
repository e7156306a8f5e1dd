import { ContentDetailsSchema } from '../../api/schemas/catalogue'
import { fail, ok, type Result } from '../../api/result'
import { failure } from '../../api/failures'
import { parseStored } from '../parse'
import { guard, quietly } from '../storage'
import type { DownloadDeps } from './deps'
import type { DownloadsDb } from './db'
import { abortFlights } from './flight'
import { dropOrphanKeys, keyFor, withKey } from './keys'
import { isSubscriptionEnded, renewLicense } from './license'
import { storedMaster } from './layout'
import { segmentsOf } from './progress'
import { queueDownload } from './queue'
import { releasePending, removeDownloads } from './remove'
import { currentUserId, DAY_MS, EXPIRED_KEEP_MS, expireRow, isPending, licenseEnd, patchRow, PLAY_WINDOW_MS, WATCHED_KEEP_MS } from './rows'
import { readDownloadSettings } from './settings'
import { deleteFiles } from './store'
import type { DownloadRow } from './types'

/** A licence is renewed once it is a day old (the server grants 30 days from each renewal). */
export const RENEW_WHEN_LEFT_MS = 29 * DAY_MS

export function markPlayed(deps: Pick<DownloadDeps, 'db' | 'now'>, episodeId: number): Promise<Result<void>> {
  return guard(async () => {
    await patchRow(
      deps.db,
      episodeId,
      (r) => ({ firstPlayedAt: r.firstPlayedAt ?? deps.now() }),
      deps.now(),
      (r) => r.firstPlayedAt === null,
    )
  })
}

/** Watched to the end: smart downloads delete it 24 hours later and queue the next episode. */
export function markWatched(deps: Pick<DownloadDeps, 'db' | 'now'>, episodeId: number): Promise<Result<void>> {
  return guard(async () => {
    await patchRow(deps.db, episodeId, { watchedAt: deps.now() }, deps.now(), (r) => r.watchedAt === null)
  })
}

export type Playable =
  | { kind: 'ready'; row: DownloadRow; master: string }
  /** Playlists stored; the files not yet here stream. */
  | { kind: 'partial'; row: DownloadRow; master: string }
  | { kind: 'expired'; row: DownloadRow }
  | null

/** Needs a running licence and its key: checked here too, for one that expired while the app was closed. */
export function playable(db: DownloadsDb, episodeId: number, now: number): Promise<Playable> {
  return quietly(async (): Promise<Playable> => {
    const row = await db.downloads.get(episodeId)
    if (!row) return null
    if (row.state === 'expired') return { kind: 'expired', row }
    const end = licenseEnd(row)
    const keyed = (end === null || end > now) && (await keyFor(db, episodeId, row.userId, now)) !== null
    if (row.state === 'completed')
      return keyed
        ? { kind: 'ready', row, master: storedMaster(episodeId) }
        : { kind: 'expired', row: { ...row, problem: { kind: 'license-expired' } } }
    // segmentsTotal is set with the stored playlists in one go (episode.ts plan()).
    if (!keyed || row.segmentsTotal === 0) return null
    return { kind: 'partial', row, master: storedMaster(episodeId) }
  }, null)
}

export interface RenewReport {
  renewed: number[]
  expired: number[]
}

/** Once a day each; a renewal brings back an expired download, but never past its 48 hours of play. */
export async function renewLicenses(deps: DownloadDeps): Promise<Result<RenewReport>> {
  const report: RenewReport = { renewed: [], expired: [] }
  const userId = await currentUserId(deps)
  if (!deps.online() || userId === null) return ok(report)
  await releasePending(deps).catch(() => undefined)
  const rows = await deps.db.downloads.where('userId').equals(userId).toArray()
  for (const row of rows) {
    const now = deps.now()
    if (row.licenseId === null || row.state === 'failed') continue
    if (row.firstPlayedAt !== null && row.firstPlayedAt + PLAY_WINDOW_MS <= now) continue
    const expired = row.state === 'expired'
    // A download kept before licences carried keys has none: its renewal brings one, whatever its age.
    const keyed = (await deps.db.keys.get(row.episodeId))?.licenseId === row.licenseId
    if (!expired && keyed && row.licenseExpiresAt !== null && row.licenseExpiresAt - now > RENEW_WHEN_LEFT_MS) continue
    const answer = await renewLicense(deps.app.api.http, row.episodeId, row.licenseId)
    if (!answer.ok) {
      const f = answer.failure
      if (isSubscriptionEnded(f) || f.type === 'NotFoundFailure') {
        if (!expired) {
          abortFlights([row.episodeId])
          await expireRow(deps.db, row.episodeId, { kind: isSubscriptionEnded(f) ? 'subscription-ended' : 'license-expired' }, deps.now())
          report.expired.push(row.episodeId)
        }
        continue
      }
      // Offline again, or the server cannot answer now: the rest waits for the next time.
      return f.type === 'SessionFailure' || f.type === 'MultipleDeviceFailure' ? fail(f) : ok(report)
    }
    const whole = expired && (await segmentsOf(deps.db, row.episodeId)).every((s) => s.done)
    const { licenseId, key } = answer.value
    await withKey(deps.db, { episodeId: row.episodeId, licenseId, userId: row.userId, key }, () =>
      patchRow(
        deps.db,
        row.episodeId,
        (r) => ({
          licenseId: answer.value.licenseId,
          licenseExpiresAt: answer.value.expiresAt,
          ...(isPending(r) ? { sourceUrl: answer.value.url } : {}),
          ...(r.state === 'expired'
            ? { state: whole && r.segmentsTotal > 0 ? ('completed' as const) : ('queued' as const), problem: null, expiredAt: null }
            : {}),
        }),
        deps.now(),
      ),
    )
    report.renewed.push(row.episodeId)
  }
  return ok(report)
}

async function nextEpisode(deps: DownloadDeps, row: DownloadRow) {
  const stored = await quietly(() => deps.app.db.content.get(row.titleId), undefined)
  const content = stored ? parseStored(ContentDetailsSchema, stored.data) : null
  const at = content ? content.children.findIndex((c) => c.id === row.episodeId) : -1
  const next = content?.children[at + 1]
  return at >= 0 && content && next
    ? {
        episodeId: next.id,
        titleId: content.id,
        title: content.title,
        episodeTitle: next.title,
        poster: content.posterImg,
        quality: row.quality,
      }
    : null
}

export interface SweepReport {
  expired: number[]
  deleted: number[]
  queued: number[]
}

/** Expires ended licences, drops expired bytes after 7 days, smart-replaces watched episodes, drops orphans. */
export async function sweepDownloads(deps: DownloadDeps): Promise<Result<SweepReport>> {
  const report: SweepReport = { expired: [], deleted: [], queued: [] }
  try {
    const settings = await readDownloadSettings(deps.db, deps.connectionType() !== undefined)
    const userId = await currentUserId(deps)
    for (const row of await deps.db.downloads.toArray()) {
      const now = deps.now()
      const end = licenseEnd(row)
      if (row.state !== 'expired' && end !== null && end <= now) {
        abortFlights([row.episodeId])
        const expired = await expireRow(deps.db, row.episodeId, { kind: 'license-expired' }, now)
        if (expired) report.expired.push(row.episodeId)
        if (expired && (expired.expiredAt ?? now) + EXPIRED_KEEP_MS > now) continue
      }
      const current = await deps.db.downloads.get(row.episodeId)
      if (current?.state === 'expired' && (current.expiredAt ?? now) + EXPIRED_KEEP_MS <= now) {
        await removeDownloads(deps, [current], { release: current.userId === userId })
        report.deleted.push(row.episodeId)
      } else if (
        settings.smart &&
        current?.state === 'completed' &&
        current.watchedAt !== null &&
        current.watchedAt + WATCHED_KEEP_MS <= now
      ) {
        await removeDownloads(deps, [current], { release: current.userId === userId })
        report.deleted.push(row.episodeId)
        const next = current.userId === userId ? await nextEpisode(deps, current) : null
        if (next && !(await deps.db.downloads.get(next.episodeId)) && (await queueDownload(deps, next)).ok)
          report.queued.push(next.episodeId)
      }
    }
    const kept = new Set(await deps.db.downloads.toCollection().primaryKeys())
    await deleteFiles(deps, (id) => !kept.has(id))
    await dropOrphanKeys(deps.db)
    return ok(report)
  } catch {
    return fail(failure('StorageFailure'))
  }
}
