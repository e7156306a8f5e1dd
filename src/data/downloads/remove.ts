import * as v from 'valibot'
import { isTransient } from '../../api/failures'
import type { Result } from '../../api/result'
import { guard } from '../storage'
import type { DownloadDeps } from './deps'
import { abortBackgroundFetch } from './background-fetch'
import { abortFlights } from './flight'
import { dropKeys, dropOrphanKeys } from './keys'
import { releaseLicense } from './license'
import { dropPartials } from './media'
import { currentUserId, rowsOf } from './rows'
import { deleteFiles } from './store'
import type { DownloadRow } from './types'

const RELEASES_KEY = 'releases'
const PendingSchema = v.array(v.object({ userId: v.number(), licenseId: v.string() }))
type Pending = v.InferOutput<typeof PendingSchema>

async function readPending(deps: Pick<DownloadDeps, 'db'>): Promise<Pending> {
  const parsed = v.safeParse(PendingSchema, (await deps.db.kv.get(RELEASES_KEY))?.value)
  return parsed.success ? parsed.output : []
}

async function writePending(deps: Pick<DownloadDeps, 'db'>, change: (p: Pending) => Pending): Promise<void> {
  await deps.db.transaction('rw', deps.db.kv, async () => {
    await deps.db.kv.put({ key: RELEASES_KEY, value: change(await readPending(deps)) })
  })
}

/** A release the network did not carry is sent again later: it counts toward the limit of 25 otherwise. */
async function release(deps: Pick<DownloadDeps, 'db' | 'app'>, rows: DownloadRow[], timeoutMs?: number): Promise<void> {
  const userId = await currentUserId(deps)
  const mine = rows.filter((r) => r.licenseId !== null && r.userId === userId)
  const failed: Pending = []
  await Promise.all(
    mine.map(async (r) => {
      const answer = await releaseLicense(deps.app.api.http, r.licenseId ?? '', timeoutMs)
      if (!answer.ok && isTransient(answer.failure)) failed.push({ userId: r.userId, licenseId: r.licenseId ?? '' })
    }),
  )
  if (failed.length > 0) await writePending(deps, (p) => [...p, ...failed])
}

export async function releasePending(deps: Pick<DownloadDeps, 'db' | 'app'>, timeoutMs?: number): Promise<void> {
  const userId = await currentUserId(deps)
  const mine = (await readPending(deps)).filter((p) => p.userId === userId)
  if (mine.length === 0) return
  const done = new Set<string>()
  await Promise.all(
    mine.map(async (p) => {
      const answer = await releaseLicense(deps.app.api.http, p.licenseId, timeoutMs)
      if (answer.ok || !isTransient(answer.failure)) done.add(p.licenseId)
    }),
  )
  await writePending(deps, (all) => all.filter((p) => !done.has(p.licenseId)))
}

/** Rows first, so a file still in flight finds no row and is thrown away; then bytes, then licences. */
export async function removeDownloads(
  deps: Pick<DownloadDeps, 'db' | 'app' | 'caches'>,
  rows: DownloadRow[],
  opts: { release: boolean; timeoutMs?: number },
): Promise<void> {
  const ids = new Set(rows.map((r) => r.episodeId))
  if (ids.size === 0) return
  abortFlights(ids)
  for (const id of ids) dropPartials(id)
  // The browser's own fetch of them stops, and what it already received is never stored.
  await Promise.all([...ids].map((id) => abortBackgroundFetch(deps, id, false).catch(() => undefined)))
  await deps.db.transaction('rw', deps.db.downloads, deps.db.segments, deps.db.keys, async () => {
    await deps.db.downloads.bulkDelete([...ids])
    await deps.db.segments
      .where('episodeId')
      .anyOf([...ids])
      .delete()
    await dropKeys(deps.db, ids)
  })
  await deleteFiles(deps, (id) => ids.has(id))
  if (opts.release) await release(deps, rows, opts.timeoutMs)
}

export type Owner = number | 'everyone' | { except: number }

/** Logout deletes the leaving viewer's, a login every other viewer's; only the current viewer's releases go out. */
export function deleteDownloadsOf(
  deps: Pick<DownloadDeps, 'db' | 'app' | 'caches'>,
  who: Owner,
  opts: { timeoutMs?: number } = {},
): Promise<Result<void>> {
  return guard(async () => {
    const rows =
      typeof who === 'object' ? (await rowsOf(deps.db, 'everyone')).filter((r) => r.userId !== who.except) : await rowsOf(deps.db, who)
    await Promise.all([removeDownloads(deps, rows, { release: true, timeoutMs: opts.timeoutMs }), releasePending(deps, opts.timeoutMs)])
    // Bytes and keys no row names go too.
    const kept = new Set((await deps.db.downloads.toArray()).map((r) => r.episodeId))
    await deleteFiles(deps, (id) => !kept.has(id))
    await dropOrphanKeys(deps.db)
    // What is still unsent can no longer be sent by anyone on this device.
    const keeps = (userId: number) => (typeof who === 'object' ? userId === who.except : who !== 'everyone' && userId !== who)
    await writePending(deps, (p) => p.filter((x) => keeps(x.userId)))
  })
}

/** "Delete all" on the Downloads screen. */
export function deleteAllDownloads(deps: Pick<DownloadDeps, 'db' | 'app' | 'caches'>): Promise<Result<void>> {
  return guard(async () => {
    await removeDownloads(deps, await rowsOf(deps.db, 'everyone'), { release: true })
    await deleteFiles(deps, () => true)
    await deps.db.keys.clear()
  })
}
