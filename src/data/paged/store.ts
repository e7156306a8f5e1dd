import { failure, type Failure } from '../../api/failures'
import { fail, ok, type Result } from '../../api/result'
import type { Paged } from '../../api/schemas/common'
import type { Api } from '../../api/client'
import type { AppDb, ListStateRow, ListStatus, PageTable, Scope } from '../db'
import type { DataDeps } from '../deps'
import { markFetched } from '../meta'
import { parseStoredList } from '../parse'
import { guard, quietly } from '../storage'
import { readSessionRow } from '../session-store'
import { INITIAL_LIST, pageFailed, pageRequested, pageStored } from './transitions'
import type * as v from 'valibot'
import type { Table } from 'dexie'

/** One paged-list store for every list of spec section 4; `page` is the next one to load. */
export interface PagedListDef<P, T> {
  kind: string
  table: PageTable
  scope: Extract<Scope, 'user' | 'catalogue'>
  item: v.GenericSchema<unknown, T>
  idOf(item: T): number | string
  listKey(params: P): string
  fetch(api: Api, params: P, page: number): Promise<Result<Paged<T>>>
  /** What of an item is kept: a list stores what it shows, not all the answer holds. */
  stored?(item: T): T
  /** Spec section 8: an empty first page of favorites or notifications is a NoContentFailure. */
  emptyFirstPageFailure?: boolean
  /** Spec section 4 (search): on failure the items are reset. */
  resetOnFailure?: boolean
  mapFailure?(f: Failure): Failure
  /** The least recently loaded lists of the kind go first. */
  maxLists?: number
  /** Extra tables the write transaction touches. */
  tables?(db: AppDb): Table[]
  /** Re-applies the outbox over a fresh server page, inside the write. */
  rebase?(db: AppDb, userId: number | null, page: number, items: T[]): Promise<T[]>
  afterWrite?(db: AppDb, userId: number | null, items: T[], fetchStartedAt: number, at: number, page: number): Promise<void>
}

export interface PagedView<T> {
  items: T[]
  pages: Record<number, T[]>
  page: number
  hasMore: boolean
  status: ListStatus
  failure: Failure | null
  fetchedAt: number | null
  lastPageShort: boolean
}

/** This context's loads: a stored 'loading' is believed only while here (a closed tab leaves it behind). */
const inFlight = new Map<string, { page: number }>()

export const stateKey = (kind: string, list: string) => `${kind}:${list}`

const emptyView = <T>(): PagedView<T> => ({
  items: [],
  pages: {},
  page: 1,
  hasMore: true,
  status: 'initial',
  failure: null,
  fetchedAt: null,
  lastPageShort: false,
})

export function readPagedList<P, T>(db: AppDb, def: PagedListDef<P, T>, params: P): Promise<PagedView<T>> {
  return quietly(async () => {
    const list = def.listKey(params)
    // Side by side: the first paint waits for both round trips to storage.
    const [state, rows] = await Promise.all([
      db.listState.get(stateKey(def.kind, list)),
      db[def.table].where('list').equals(list).sortBy('page'),
    ])
    const view = emptyView<T>()
    const seen = new Set<number | string>()
    for (const row of rows) {
      const items = parseStoredList(def.item, row.items)
      view.pages[row.page] = items
      view.fetchedAt = Math.max(view.fetchedAt ?? 0, row.fetchedAt)
      for (const item of items) {
        const id = def.idOf(item)
        if (!seen.has(id)) view.items.push(item)
        seen.add(id)
      }
    }
    view.lastPageShort = rows.at(-1)?.short === true
    if (!state) return view
    const loading = state.status === 'loading' || state.status === 'loadingMore'
    const stale = loading && !inFlight.has(stateKey(def.kind, list))
    return {
      ...view,
      page: state.page,
      hasMore: state.hasMore,
      status: stale ? (rows.length > 0 ? 'ready' : 'initial') : state.status,
      failure: state.failure,
    }
  }, emptyView<T>())
}

type Begin = { go: false; state: ListStateRow | undefined } | { go: true; gen: number; userId: number | null; sid: string | null }

/** Loads one page (1 restarts the listing) and stores it with the list state in one transaction. */
export async function loadPage<P, T>(deps: DataDeps, def: PagedListDef<P, T>, params: P, page: number): Promise<Result<PagedView<T>>> {
  const list = def.listKey(params)
  const key = stateKey(def.kind, list)
  const startedAt = deps.now()
  const mine = { page }
  try {
    return await loadPageOnce(deps, def, params, page, { list, key, startedAt, mine })
  } finally {
    // A restart that took over the key owns it now.
    if (inFlight.get(key) === mine) inFlight.delete(key)
  }
}

async function loadPageOnce<P, T>(
  deps: DataDeps,
  def: PagedListDef<P, T>,
  params: P,
  page: number,
  { list, key, startedAt, mine }: { list: string; key: string; startedAt: number; mine: { page: number } },
): Promise<Result<PagedView<T>>> {
  const { db } = deps
  const begun = await guard(() =>
    db.transaction('rw', [db.listState, db.session], async (): Promise<Begin> => {
      const state = await db.listState.get(key)
      const session = await readSessionRow(db)
      // A restart (page 1) supersedes a next page on its way; anything else waits for the load in flight.
      const pending = inFlight.get(key)
      const busy = pending !== undefined && (page > 1 || pending.page === 1)
      if (busy || (def.scope === 'user' && !session)) return { go: false, state }
      const gen = page === 1 ? (state?.gen ?? 0) + 1 : (state?.gen ?? 0)
      const core = pageRequested(state ?? INITIAL_LIST, page)
      await db.listState.put({
        key,
        scope: def.scope,
        page: core.page,
        hasMore: core.hasMore,
        failure: core.failure,
        status: core.status,
        statusAt: startedAt,
        gen,
        touchedAt: startedAt,
      })
      inFlight.set(key, mine)
      return { go: true, gen, userId: session?.userId ?? null, sid: session?.sid ?? null }
    }),
  )
  if (!begun.ok) return begun
  if (!begun.value.go) {
    if (def.scope === 'user' && !begun.value.state) return fail(failure('PermissionFailure'))
    return ok(await readPagedList(db, def, params))
  }
  const { gen, userId, sid } = begun.value
  const answer = await def.fetch(deps.api, params, page)
  const at = deps.now()
  const tables: Table[] = [db.listState, db[def.table], db.meta, db.session, ...(def.tables?.(db) ?? [])]
  const written = await guard(() =>
    db.transaction('rw', tables, async () => {
      const state = await db.listState.get(key)
      const session = await readSessionRow(db)
      // The listing restarted, or the user changed, while this page was on its way: drop it.
      if (def.scope === 'user' && session?.sid !== sid) return 'userChanged' as const
      if (!state || state.gen !== gen) return 'superseded' as const
      if (!answer.ok) {
        const f = def.mapFailure ? def.mapFailure(answer.failure) : answer.failure
        if (def.resetOnFailure) await db[def.table].where('list').equals(list).delete()
        await db.listState.put({ ...state, ...pageFailed(state, f), statusAt: at })
        return 'failed' as const
      }
      if (page === 1) await db[def.table].where('list').equals(list).delete()
      const fresh = def.stored ? answer.value.items.map(def.stored) : answer.value.items
      const items = def.rebase ? await def.rebase(db, userId, page, fresh) : fresh
      // The server's own count, not the rebased one: local changes do not end a list.
      const short = answer.value.items.length < answer.value.pageSize
      await db[def.table].put({ list, page, items, fetchedAt: at, short })
      await markFetched(db, `${def.kind}:${list}:${page}`, def.scope, at)
      const next = pageStored(state, page, answer.value.items.length, {
        emptyFirstPageFailure: def.emptyFirstPageFailure,
        shown: items.length,
      })
      const noContent = next.failure?.type === 'NoContentFailure'
      await db.listState.put({ ...state, ...next, statusAt: at })
      await def.afterWrite?.(db, userId, answer.value.items, startedAt, at, page)
      if (page === 1 && def.maxLists) await evictOldLists(db, def)
      return noContent ? ('noContent' as const) : ('stored' as const)
    }),
  )
  if (!written.ok) return written
  if (!answer.ok) return fail(def.mapFailure ? def.mapFailure(answer.failure) : answer.failure)
  if (written.value === 'userChanged') return fail(failure('SessionFailure'))
  if (written.value === 'noContent') return fail(failure('NoContentFailure'))
  return ok(await readPagedList(db, def, params))
}

/** Loads the next page unless one is loading or the list has no more (spec section 4). */
export async function loadNextPage<P, T>(deps: DataDeps, def: PagedListDef<P, T>, params: P): Promise<Result<PagedView<T>>> {
  const view = await readPagedList(deps.db, def, params)
  if (view.status === 'loading' || view.status === 'loadingMore' || (view.status !== 'initial' && !view.hasMore)) return ok(view)
  return loadPage(deps, def, params, view.status === 'initial' ? 1 : view.page)
}

export function refreshList<P, T>(deps: DataDeps, def: PagedListDef<P, T>, params: P): Promise<Result<PagedView<T>>> {
  return loadPage(deps, def, params, 1)
}

async function evictOldLists<P, T>(db: AppDb, def: PagedListDef<P, T>): Promise<void> {
  const prefix = `${def.kind}:`
  const states = (await db.listState.where('key').startsWith(prefix).toArray()).sort((a, b) => b.touchedAt - a.touchedAt)
  for (const old of states.slice(def.maxLists)) {
    await db.listState.delete(old.key)
    await db[def.table].where('list').equals(old.key.slice(prefix.length)).delete()
  }
}
