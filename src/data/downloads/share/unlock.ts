import type { DownloadDeps } from '../deps'
import { withKey } from '../keys'
import { isLicenseLimit, isSubscriptionEnded, releaseLicense, requestLicense } from '../license'
import { currentUserId } from '../rows'
import type { DownloadRow } from '../types'

// A sent episode unlocks with an ordinary licence of the receiver's (rules and limit as for a download).

export interface UnlockReport {
  unlocked: number[]
  refused: number[]
}

/** Still waiting for a licence: locked, or refused for want of a subscription within its 7 days. */
export const awaitsUnlock = (row: DownloadRow) =>
  row.licenseId === null && (row.state === 'locked' || (row.state === 'expired' && row.problem?.kind === 'not-entitled'))

const running = new WeakMap<object, Promise<UnlockReport>>()

/** One unlock at a time per database: the rounds and the screen may ask at once, for one licence each. */
export function unlockReceived(deps: DownloadDeps): Promise<UnlockReport> {
  const known = running.get(deps.db)
  if (known) return known
  const run = unlockNow(deps).finally(() => running.delete(deps.db))
  running.set(deps.db, run)
  return run
}

async function unlockNow(deps: DownloadDeps): Promise<UnlockReport> {
  const report: UnlockReport = { unlocked: [], refused: [] }
  const userId = await currentUserId(deps)
  if (userId === null || !deps.online()) return report
  const rows = (await deps.db.downloads.where('userId').equals(userId).toArray()).filter(awaitsUnlock)
  for (const row of rows) {
    const answer = await requestLicense(deps.app.api.http, row.episodeId, row.quality)
    const now = deps.now()
    if (answer.ok) {
      const { licenseId, expiresAt, key } = answer.value
      const done = await withKey(deps.db, { episodeId: row.episodeId, licenseId, userId, key }, async () => {
        const current = await deps.db.downloads.get(row.episodeId)
        if (!current || current.userId !== userId || !awaitsUnlock(current)) return null
        const next: DownloadRow = {
          ...current,
          state: 'completed',
          problem: null,
          expiredAt: null,
          licenseId,
          licenseExpiresAt: expiresAt,
          completedAt: now,
          updatedAt: now,
        }
        await deps.db.downloads.put(next)
        return next
      })
      // Deleted (or unlocked by another tab) meanwhile: this licence is not needed.
      if (done === null) void releaseLicense(deps.app.api.http, licenseId)
      else report.unlocked.push(row.episodeId)
      continue
    }
    const f = answer.failure
    const problem: DownloadRow['problem'] = isSubscriptionEnded(f)
      ? { kind: 'not-entitled' }
      : isLicenseLimit(f)
        ? { kind: 'license-limit' }
        : f.type === 'NotFoundFailure' || f.type === 'PermissionFailure'
          ? { kind: 'failure', failure: f }
          : null
    // Offline again, or the server cannot answer now: the rest waits for the next round.
    if (problem === null) break
    await deps.db.transaction('rw', deps.db.downloads, async () => {
      const current = await deps.db.downloads.get(row.episodeId)
      if (!current || !awaitsUnlock(current)) return
      // Not entitled: kept 7 days like an expired download (the sweep deletes it), so subscribing unlocks it.
      const patch: Partial<DownloadRow> =
        problem.kind === 'not-entitled' ? { state: 'expired', problem, expiredAt: current.expiredAt ?? now } : { state: 'locked', problem }
      await deps.db.downloads.put({ ...current, ...patch, updatedAt: now })
    })
    report.refused.push(row.episodeId)
  }
  return report
}
