import { afterEach, expect, test } from 'vitest'
import { AppDb } from './db'
import { signIn } from './account'
import { TRACKING, unfinishedTransactions } from './frozen-page'
import { auth } from '../../tests/helpers/test-db'

const opened: AppDb[] = []
afterEach(() => {
  for (const db of opened.splice(0)) db.close()
})

/** Two pages of the app on one database: the one being left, and the one that replaces it. */
function twoPages() {
  const name = `frozen-${Math.random().toString(36).slice(2)}`
  const left = new AppDb(name)
  const next = new AppDb(name)
  // Both run in this one test window: only the page being left may answer its pagehide.
  next.unuse(TRACKING)
  opened.push(left, next)
  return { left, next }
}

/**
 * A transaction of the page being left that is still reading when the page goes: it stands for a
 * live query or a cache write caught mid-way. It ends when aborted, or when `stop` is set.
 */
function busyTransaction(db: AppDb) {
  const state = { turns: 0, stop: false }
  const done = db.transaction('rw', db.session, async () => {
    while (!state.stop) {
      await db.session.get('current')
      state.turns++
    }
  })
  return { state, done }
}

const untilTurns = async (state: { turns: number }, n: number) => {
  while (state.turns < n) await new Promise((r) => setTimeout(r, 0))
}

const pagehide = (persisted: boolean) => {
  const event = new Event('pagehide')
  Object.defineProperty(event, 'persisted', { value: persisted })
  window.dispatchEvent(event)
}

test('a login saves when the page it replaced went into the back/forward cache mid-transaction', async () => {
  const { left, next } = twoPages()
  const busy = busyTransaction(left)
  await untilTurns(busy.state, 1)
  const saved = signIn(next, auth(7), { timeoutMs: 60_000 })
  let settled = false
  void saved.then(() => (settled = true))
  // While the left page's transaction runs, the login waits on the session store it holds.
  await untilTurns(busy.state, 50)
  expect(settled).toBe(false)

  pagehide(true)

  await expect(busy.done).rejects.toMatchObject({ name: 'AbortError' })
  expect(await saved).toEqual({ ok: true, value: { userChanged: false } })
  expect(unfinishedTransactions()).toBe(0)
})

test('a page that is unloaded rather than frozen keeps its transactions running', async () => {
  const { left } = twoPages()
  const busy = busyTransaction(left)
  await untilTurns(busy.state, 1)

  pagehide(false)
  const turns = busy.state.turns
  await untilTurns(busy.state, turns + 20)
  busy.state.stop = true

  await expect(busy.done).resolves.toBeUndefined()
})

test('finished transactions are not kept', async () => {
  const { left } = twoPages()
  await left.meta.put({ key: 'k', scope: 'device', value: 1, at: 1 })
  await left.transaction('r', left.meta, () => left.meta.get('k'))
  await expect(left.transaction('rw', left.meta, () => Promise.reject(new Error('no')))).rejects.toThrow('no')
  // The refused one is aborted by Dexie after its promise rejects.
  while (unfinishedTransactions() > 0) await new Promise((r) => setTimeout(r, 0))
  expect(unfinishedTransactions()).toBe(0)
})
