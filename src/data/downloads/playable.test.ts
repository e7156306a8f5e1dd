import { describe, expect, it } from 'vitest'
import { DAY, downloadHarness, request } from '../../../tests/helpers/download-harness'
import { kickDownloader } from './downloader'
import { playable } from './lifecycle'
import { queueDownload } from './queue'

/** A download cut by the network after a few files: its playlists are stored, most media is not. */
async function cutShort(t: ReturnType<typeof downloadHarness>) {
  await t.h.login(1)
  const deps = t.context()
  expect((await queueDownload(deps, request(11))).ok).toBe(true)
  t.server.cutAfter = 4
  await kickDownloader(deps)
  const row = await t.db.downloads.get(11)
  expect(row?.state).not.toBe('completed')
  expect(row?.segmentsDone).toBeLessThan(row?.segmentsTotal ?? 0)
  return deps
}

describe('playing a download that is still on its way', () => {
  it('a download whose playlists are stored plays from its stored master while the rest is missing', async () => {
    const t = downloadHarness()
    await cutShort(t)
    expect(await playable(t.db, 11, t.h.clock.now())).toMatchObject({
      kind: 'partial',
      master: '/__downloads/11/master.m3u8',
      row: { episodeId: 11 },
    })
  })

  it('a download queued but not yet planned (no media playlist stored) is left to streaming', async () => {
    const t = downloadHarness()
    await t.h.login(1)
    // Offline right after queueing: the licence and master are here, the media playlist is not.
    const deps = t.context()
    // The master answers the queueing; the link drops on the media playlist.
    t.server.cutAfter = 1
    expect((await queueDownload(deps, request(11))).ok).toBe(true)
    await kickDownloader(deps)
    expect((await t.db.downloads.get(11))?.segmentsTotal).toBe(0)
    expect(await playable(t.db, 11, t.h.clock.now())).toBeNull()
  })

  it('a partial download whose licence has ended is not played from the device', async () => {
    const t = downloadHarness()
    await cutShort(t)
    expect(await playable(t.db, 11, t.h.clock.now() + 31 * DAY)).toBeNull()
  })

  it('an expired partial download still says it expired', async () => {
    const t = downloadHarness()
    await cutShort(t)
    await t.db.downloads.update(11, { state: 'expired', problem: { kind: 'subscription-ended' } })
    expect((await playable(t.db, 11, t.h.clock.now()))?.kind).toBe('expired')
  })
})
