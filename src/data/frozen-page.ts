import type { DBCore, Dexie, Middleware } from 'dexie'

/*
 * A page that goes into the back/forward cache is frozen mid-task. WebKit keeps a frozen page's
 * unfinished IndexedDB transactions open (their next event never runs), and every later transaction
 * that needs the same stores, in any page of the app, waits on them for good: a login whose save
 * never answers. Dexie closes its connections on such a `pagehide`, but a closing connection waits
 * for its transactions; aborting them is what frees the stores. A restored page re-runs its live
 * queries (Dexie does), and an aborted write fails as any other storage failure does.
 */

/** The IndexedDB transactions of this page that have neither completed nor aborted yet. */
const unfinished = new Set<IDBTransaction>()

const isIdbTransaction = (tx: unknown): tx is IDBTransaction =>
  typeof (tx as IDBTransaction | null)?.abort === 'function' && typeof (tx as IDBTransaction).addEventListener === 'function'

export const TRACKING = { stack: 'dbcore', name: 'frozenPageRelease' } as const

/** Dexie middleware that keeps `unfinished` up to date. */
export const trackTransactions: Middleware<DBCore> = {
  ...TRACKING,
  create: (down) => ({
    ...down,
    transaction(stores, mode, options) {
      const tx: unknown = down.transaction(stores, mode, options)
      if (isIdbTransaction(tx)) {
        unfinished.add(tx)
        const done = () => unfinished.delete(tx)
        tx.addEventListener('complete', done)
        tx.addEventListener('abort', done)
      }
      return tx as ReturnType<DBCore['transaction']>
    },
  }),
}

/** How many transactions of this page are still open (for tests). */
export const unfinishedTransactions = (): number => unfinished.size

/** Aborts every unfinished transaction when the page is about to be frozen (not when it is unloaded). */
export function releaseOnFreeze(event: Event): void {
  if (!(event as Event & { persisted?: boolean }).persisted) return
  for (const tx of [...unfinished]) {
    try {
      tx.abort()
    } catch {
      // Already finishing: it frees its stores by itself.
    }
  }
  unfinished.clear()
}

/** Every Dexie database the page opens gets the tracking; only a page (not the worker) is ever frozen. */
export function releaseTransactionsWhenFrozen(dexie: typeof Dexie, target: EventTarget | undefined): void {
  if (!target) return
  dexie.addons.push((db) => db.use(trackTransactions))
  target.addEventListener('pagehide', releaseOnFreeze)
}
