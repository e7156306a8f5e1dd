import { afterEach, describe, expect, it, vi } from 'vitest'
import { syncHarness } from '../../../tests/helpers/sync-harness'
import { downloadRow, testDownloads } from '../../../tests/helpers/download-rows'
import type { DownloadEngine } from '../../data/downloads/lazy'
import { download, downloadAll, pause, qualitiesOf, removeAll } from './actions'

const lazy = vi.hoisted(() => ({ loadDownloadEngine: vi.fn<() => Promise<DownloadEngine>>() }))
vi.mock('../../data/downloads/lazy', () => lazy)

// What Chromium throws when a chunk cannot be fetched: offline, before the worker cached the app.
const unreachable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
const episode = (episodeId: number) => ({ episodeId, titleId: 7, title: 'Golden Land', episodeTitle: `Episode ${episodeId}`, poster: '' })

function deps() {
  return testDownloads(syncHarness().context())
}

afterEach(() => {
  lazy.loadDownloadEngine.mockReset()
})

describe("a download action whose engine's code cannot arrive", () => {
  it('refuses the download as no connection, and queues nothing', async () => {
    lazy.loadDownloadEngine.mockImplementation(unreachable)
    const d = deps()
    const queued = await download(d, episode(31), '360p')
    expect(queued).toMatchObject({
      ok: false,
      failure: { type: 'InternetConnectionFailure' },
      problem: { kind: 'failure', failure: { type: 'InternetConnectionFailure' } },
    })
    expect(await d.db.downloads.count()).toBe(0)
  })

  it('refuses every episode of "Download all" for the same reason', async () => {
    lazy.loadDownloadEngine.mockImplementation(unreachable)
    const outcome = await downloadAll(deps(), [episode(31), episode(32)], '360p')
    expect(outcome.queued).toEqual([])
    expect(outcome.refused.map((r) => [r.episodeId, r.problem.kind])).toEqual([
      [31, 'failure'],
      [32, 'failure'],
    ])
  })

  it('answers the qualities, a pause and a delete with the failure instead of throwing', async () => {
    lazy.loadDownloadEngine.mockImplementation(unreachable)
    const d = deps()
    await d.db.downloads.put(downloadRow({ episodeId: 31, state: 'downloading' }))
    for (const result of [await qualitiesOf(d, 31), await pause(d, 31), await removeAll(d)]) {
      expect(result).toMatchObject({ ok: false, failure: { type: 'InternetConnectionFailure' } })
    }
    expect((await d.db.downloads.get(31))?.state).toBe('downloading')
  })

  it('acts once the code arrives on a later tap', async () => {
    lazy.loadDownloadEngine.mockImplementationOnce(unreachable)
    const d = deps()
    await d.db.downloads.put(downloadRow({ episodeId: 31, state: 'downloading' }))
    expect((await pause(d, 31)).ok).toBe(false)
    lazy.loadDownloadEngine.mockImplementation(() => vi.importActual<DownloadEngine>('../../data/downloads'))
    expect(await pause(d, 31)).toEqual({ ok: true, value: undefined })
    expect((await d.db.downloads.get(31))?.state).toBe('paused')
  })
})
