import { useEffect, useState } from 'react'
import { useLiveQuery } from '../../ui/use-live-query'
import { useViewer } from '../../ui/use-viewer'
import type { DownloadsDb } from '../../data/downloads/db'
import type { DownloadRow, DownloadSettings } from '../../data/downloads/types'
import type { DownloadDeps, StorageLike } from '../../data/downloads/deps'
import { readDownloadSettings } from '../../data/downloads/settings'
import { budgetUsed } from '../../data/downloads/budget'
import { readAutopilotSettings, readAutopilotState, type Arrived, type AutopilotSettings } from '../../data/downloads/autopilot-store'

export { useViewer }

export interface TitleGroup {
  titleId: number
  title: string
  poster: string
  rows: DownloadRow[]
}

/** Downloads by title, the title downloaded last first; episodes in the title's order (their ids). */
export function groupByTitle(rows: DownloadRow[]): TitleGroup[] {
  const groups = new Map<number, TitleGroup>()
  for (const row of [...rows].sort((a, b) => a.episodeId - b.episodeId)) {
    let group = groups.get(row.titleId)
    if (!group) {
      group = { titleId: row.titleId, title: row.title, poster: row.poster, rows: [] }
      groups.set(row.titleId, group)
    }
    group.rows.push(row)
  }
  const latest = (g: TitleGroup) => Math.max(...g.rows.map((r) => r.createdAt))
  return [...groups.values()].sort((a, b) => latest(b) - latest(a))
}

/** The viewer's downloads grouped by title; `undefined` while loading, empty with no viewer. */
export function useDownloadGroups(db: DownloadsDb, userId: number | null | undefined): TitleGroup[] | undefined {
  return useLiveQuery(
    async () => (userId == null ? [] : groupByTitle(await db.downloads.where('userId').equals(userId).toArray())),
    [db, userId],
  )
}

/** One episode's download, or null; read from its title's shared query, not one query per episode. */
export function useDownload(db: DownloadsDb, episode: { episodeId: number; titleId: number }): DownloadRow | null | undefined {
  const byEpisode = useTitleDownloads(db, episode.titleId)
  return byEpisode === undefined ? undefined : (byEpisode.get(episode.episodeId) ?? null)
}

/** A title's downloads by episode id (the title page's controls and "Download all"). */
export function useTitleDownloads(db: DownloadsDb, titleId: number): Map<number, DownloadRow> | undefined {
  return useLiveQuery(
    async () => new Map((await db.downloads.where('titleId').equals(titleId).toArray()).map((r) => [r.episodeId, r])),
    [db, titleId],
    { share: db },
  )
}

/** The data plan's settings; `tells` says whether this browser tells Wi-Fi from mobile data. */
export function useDownloadSettings(deps: Pick<DownloadDeps, 'db' | 'connectionType'>): DownloadSettings | undefined {
  const { db } = deps
  const tells = deps.connectionType() !== undefined
  // Shared: a series' page has a control, and so a reader of the settings, per episode.
  return useLiveQuery(() => readDownloadSettings(db, tells), [db, tells], { share: db })
}

/** Bytes received in the current budget window (the night, or the Myanmar day). */
export function useBudgetUsed(db: DownloadsDb, settings: DownloadSettings | undefined, now: number): number | undefined {
  return useLiveQuery(async () => (settings ? budgetUsed(db, now, settings) : undefined), [db, settings, now])
}

export interface StorageFigures {
  usage: number
  quota: number
}

/** The browser's storage estimate, read again when `version` changes; null where the browser gives none. */
export function useStorageEstimate(
  storage: Pick<StorageManager, 'estimate'> | undefined,
  version: unknown,
): StorageFigures | null | undefined {
  const ask = storage && (() => storage.estimate().then((e) => (e.quota ? { usage: e.usage ?? 0, quota: e.quota } : null)))
  return useStorageAnswer(ask, storage, version)
}

/** Whether the browser keeps the downloads when space runs low: granted, refused, or unknown (null). */
export type Persistence = boolean | null

/** The browser's answer to the request for persistent storage, read again when `version` changes. */
export function useStoragePersisted(storage: Pick<StorageLike, 'persisted'> | undefined, version: unknown): Persistence | undefined {
  const persisted = storage?.persisted
  return useStorageAnswer(persisted && (() => persisted.call(storage)), storage, version)
}

/** A storage answer, kept while asked again: null where the browser has none or fails; a late answer is dropped. */
function useStorageAnswer<T>(ask: (() => Promise<T | null>) | undefined, storage: unknown, version: unknown): T | null | undefined {
  const [answer, setAnswer] = useState<T | null | undefined>(ask ? undefined : null)
  useEffect(() => {
    let live = true
    ask?.().then(
      (a) => live && setAnswer(a),
      () => live && setAnswer(null),
    )
    return () => {
      live = false
    }
    // `ask` is a new closure each render over `storage`, which is the real dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storage, version])
  return answer
}

/** The night autopilot's settings (which series, how many episodes ahead). */
export function useAutopilotSettings(db: DownloadsDb): AutopilotSettings | undefined {
  return useLiveQuery(() => readAutopilotSettings(db), [db], { share: db })
}

/** A title's episodes waiting for tonight (planned, or paused at the window's end), by id, with their size. */
export function useTonight(db: DownloadsDb, titleId: number): Map<number, number> | undefined {
  return useLiveQuery(
    async () => {
      const state = await readAutopilotState(db)
      const waiting = new Map(state.plan.filter((p) => p.titleId === titleId).map((p) => [p.episodeId, p.bytes]))
      const rows = await db.downloads.bulkGet(state.owned.filter((o) => o.held).map((o) => o.episodeId))
      for (const row of rows)
        if (row?.titleId === titleId && row.state === 'paused') waiting.set(row.episodeId, Math.max(0, row.bytesTotal - row.bytesDone))
      return waiting
    },
    [db, titleId],
    { share: db },
  )
}

/** What arrived overnight, until the viewer has seen it; null when there is nothing to tell. */
export function useArrived(db: DownloadsDb): Arrived | null | undefined {
  return useLiveQuery(async () => {
    const arrived = (await readAutopilotState(db)).arrived
    return arrived && !arrived.seen && arrived.items.length > 0 ? arrived : null
  }, [db])
}
