import { describe, expect, it } from 'vitest'
import { downloadHarness, request } from '../../../tests/helpers/download-harness'
import { fakeBackgroundFetch } from '../../../tests/helpers/fake-background-fetch'
import { storeBackgroundFetch } from './background-store'
import { kickDownloader, runDownloader } from './downloader'
import { cancelDownload, pauseDownload, queueDownload } from './queue'

async function handedOver() {
  const t = downloadHarness({ 11: { segments: 6 } })
  const bg = fakeBackgroundFetch()
  await t.h.login(1)
  // The worker's way: the browser's fetch is handed over and left running.
  const deps = t.context({ ...bg.deps, watchBackgroundFetch: false })
  expect((await queueDownload(deps, request(11))).ok).toBe(true)
  await kickDownloader(deps)
  return { t, bg, deps }
}

describe('Background Fetch', () => {
  it('where the browser has it, the rest of the episode goes to it and the page fetches none of those files itself', async () => {
    const { t, bg, deps } = await handedOver()
    expect(bg.calls).toHaveLength(1)
    expect(bg.calls[0]?.id).toBe('dl:11')
    expect(bg.calls[0]?.urls).toHaveLength(7)
    expect([...t.server.hits.keys()].filter((k) => !k.endsWith('.m3u8'))).toEqual([])
    expect((await t.db.downloads.get(11))?.state).toBe('downloading')
    // A second kick (a reload) sees the browser still at it and leaves it be.
    await runDownloader(t.context({ ...bg.deps, watchBackgroundFetch: false }))
    expect(bg.calls).toHaveLength(1)
    // The worker stores the result; the downloader then completes the download with nothing left to fetch.
    const answers = new Map<string, Response>()
    for (const url of bg.calls[0]?.urls ?? []) answers.set(url, await t.mediaFetch(url))
    const registration = bg.finish('dl:11', (url) => answers.get(url))
    await storeBackgroundFetch(deps, registration)
    await runDownloader(deps)
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
    expect([...t.server.hits.values()].every((n) => n === 1)).toBe(true)
  })

  it('pausing stops the browser’s fetch; cancelling stops it and deletes everything', async () => {
    const { t, bg, deps } = await handedOver()
    await pauseDownload(deps, 11)
    expect(bg.active.size).toBe(0)
    expect((await t.db.downloads.get(11))?.state).toBe('paused')
    await cancelDownload(deps, 11)
    expect(await t.db.downloads.count()).toBe(0)
    expect(t.caches.paths()).toEqual([])
    expect(await t.db.kv.get('bgfetch:11')).toBeUndefined()
  })

  it('where the browser refuses it, the page downloads the episode itself', async () => {
    const t = downloadHarness({ 11: { segments: 6 } })
    const bg = fakeBackgroundFetch()
    bg.state.refuse = true
    await t.h.login(1)
    const deps = t.context(bg.deps)
    await queueDownload(deps, request(11))
    await kickDownloader(deps)
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
  })
})
