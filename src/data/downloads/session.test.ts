import { describe, expect, it } from 'vitest'
import { downloadHarness, request } from '../../../tests/helpers/download-harness'
import { withGlobal } from '../../../tests/helpers/data-harness'
import { auth } from '../../../tests/helpers/test-db'
import { endSession } from '../account'
import { logout, signIn } from '../session-actions'
import { downloadsDb } from './deps'
import { kickDownloader } from './downloader'
import { queueDownload } from './queue'

/** The page's own downloads database and Cache Storage, as logout and login find them. */
async function withDownloads(test: (t: ReturnType<typeof downloadHarness>) => Promise<void>) {
  const db = downloadsDb()
  await db.transaction('rw', db.tables, () => Promise.all(db.tables.map((x) => x.clear())))
  const t = downloadHarness({ 11: { segments: 3 }, 12: { segments: 3 } }, { db })
  await withGlobal('caches', t.caches, () => test(t))
}

async function download(t: ReturnType<typeof downloadHarness>, userId: number, ids: number[]) {
  await t.h.login(userId)
  const deps = t.context()
  for (const id of ids) expect((await queueDownload(deps, request(id))).ok).toBe(true)
  await kickDownloader(deps)
}

describe('downloads belong to one viewer', () => {
  it("logout deletes the viewer's downloads, bytes included, and releases their licences before the session ends on the server", async () => {
    await withDownloads(async (t) => {
      await download(t, 1, [11, 12])
      expect(t.caches.paths().length).toBeGreaterThan(0)
      expect(await logout(t.h)).toEqual({ ok: true, value: true })
      expect(await t.db.downloads.count()).toBe(0)
      expect(await t.db.segments.count()).toBe(0)
      expect(t.caches.paths()).toEqual([])
      expect([...t.server.licenses.values()].map((l) => l.released)).toEqual([true, true])
      const order = t.h.seen.map((r) => `${r.method} ${r.url.pathname}`)
      expect(order.lastIndexOf('DELETE /v1/download/license/lic-2')).toBeLessThan(order.indexOf('POST /v1/auth/logout'))
    })
  })

  it("another viewer logging in deletes the previous viewer's downloads, even when that session merely ended", async () => {
    await withDownloads(async (t) => {
      await download(t, 1, [11])
      // Displaced (511): the session ends but the downloads stay for the same viewer.
      await endSession(t.h.db, { discardOutbox: false })
      expect(await t.db.downloads.count()).toBe(1)
      expect((await signIn(t.h, auth(2))).ok).toBe(true)
      expect(await t.db.downloads.count()).toBe(0)
      expect(t.caches.paths()).toEqual([])
    })
  })

  it('the same viewer logging in again keeps their downloads', async () => {
    await withDownloads(async (t) => {
      await download(t, 1, [11])
      await endSession(t.h.db, { discardOutbox: false })
      expect((await signIn(t.h, auth(1, 2))).ok).toBe(true)
      expect((await t.db.downloads.get(11))?.state).toBe('completed')
      expect(t.caches.paths().length).toBeGreaterThan(0)
    })
  })
})
