import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { downloadHarness, request, segSize } from '../../../tests/helpers/download-harness'
import { runDownloader } from './downloader'
import { queueDownload } from './queue'

describe('resume, whatever the cuts', () => {
  // 25 whole downloads on fake-indexeddb: half a second alone, several seconds on a busy two-core
  // machine, past the default 5 s limit.
  it('after any sequence of cuts and reloads, every file is fetched whole exactly once and each cut wastes at most one segment', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 14 }),
        fc.array(fc.record({ after: fc.nat(16), reload: fc.boolean() }), { maxLength: 5 }),
        async (segments, cuts) => {
          const t = downloadHarness({ 11: { segments } })
          await t.h.login(1)
          // Queued while the page is offline: the downloader waits until the run below.
          expect((await queueDownload(t.context({ online: () => false }), request(11))).ok).toBe(true)
          let deps = t.context()
          for (const cut of cuts) {
            t.server.cutAfter = cut.after
            if (cut.reload) deps = t.context()
            await runDownloader(deps)
            t.server.online = true
            t.server.cutAfter = null
          }
          await runDownloader(deps)
          const row = await t.db.downloads.get(11)
          expect(row?.state).toBe('completed')
          for (const [file, n] of t.server.hits) expect([file, n]).toEqual([file, 1])
          expect(t.server.hits.size).toBe(segments + 3)
          expect(t.server.partialBytes).toBeLessThanOrEqual(cuts.length * segSize('720p', 2))
          expect(row?.bytesDone).toBe(t.caches.usedBytes())
        },
      ),
      { numRuns: 25 },
    )
  }, 30_000)
})
