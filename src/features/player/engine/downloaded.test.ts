import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DownloadRow } from '../../../data/downloads/types'
import { storedMaster } from '../../../data/downloads/layout'
import { syncHarness } from '../../../../tests/helpers/sync-harness'
import { decideDownload, type DownloadDecision } from './downloaded'

// The engine is E's; the player only asks it what `playable` answers.
const found = vi.hoisted(() => ({ decision: null as DownloadDecision }))
vi.mock('./download-engine', () => ({
  findDownload: () => Promise.resolve(found.decision),
  notePlayed: () => Promise.resolve(),
  noteWatched: () => Promise.resolve(),
}))
const { loadPlayback } = await import('../queries')

function row(patch: Partial<DownloadRow> = {}): DownloadRow {
  return {
    episodeId: 701,
    userId: 1,
    titleId: 7,
    title: 'Title',
    episodeTitle: 'Episode 1',
    poster: '/p.webp',
    quality: '720p',
    state: 'completed',
    waitReason: null,
    problem: null,
    bytesTotal: 1000,
    bytesDone: 1000,
    segmentsTotal: 3,
    segmentsDone: 3,
    durationS: 60,
    licenseId: 'l1',
    licenseExpiresAt: 10_000_000,
    firstPlayedAt: null,
    completedAt: 1,
    watchedAt: null,
    expiredAt: null,
    createdAt: 1,
    updatedAt: 1,
    ...patch,
  }
}

describe('whether the player plays the download', () => {
  it('plays a ready download from the stored master, and knows its first play', () => {
    expect(decideDownload({ kind: 'ready', row: row(), master: storedMaster(701) }, 1)).toEqual({
      kind: 'play',
      stream: { url: storedMaster(701), title: 'Episode 1', poster: '/p.webp' },
      episodeId: 701,
      firstPlay: true,
      partial: false,
    })
    expect(decideDownload({ kind: 'ready', row: row({ firstPlayedAt: 5 }), master: storedMaster(701) }, 1)).toMatchObject({
      firstPlay: false,
    })
  })

  it('a download still on its way plays from the stored master too, marked partial', () => {
    const onItsWay = row({ state: 'downloading', bytesDone: 400, segmentsDone: 2, completedAt: null })
    expect(decideDownload({ kind: 'partial', row: onItsWay, master: storedMaster(701) }, 1)).toEqual({
      kind: 'play',
      stream: { url: storedMaster(701), title: 'Episode 1', poster: '/p.webp' },
      episodeId: 701,
      firstPlay: true,
      partial: true,
    })
    expect(decideDownload({ kind: 'partial', row: row({ state: 'paused', userId: 2 }), master: storedMaster(701) }, 1)).toBeNull()
  })

  it('another viewer’s download left on the device does not play for this one', () => {
    expect(decideDownload({ kind: 'ready', row: row({ userId: 2 }), master: storedMaster(701) }, 1)).toBeNull()
    expect(decideDownload({ kind: 'ready', row: row(), master: storedMaster(701) }, null)).toBeNull()
  })

  it('an expired download says why: the subscription ended, or the licence ran out', () => {
    const ended = row({ state: 'expired', problem: { kind: 'subscription-ended' } })
    expect(decideDownload({ kind: 'expired', row: ended }, 1)).toEqual({ kind: 'expired', reason: 'subscription-ended', episodeId: 701 })
    const lapsed = row({ state: 'expired', problem: { kind: 'license-expired' } })
    expect(decideDownload({ kind: 'expired', row: lapsed }, 1)).toEqual({ kind: 'expired', reason: 'license-expired', episodeId: 701 })
  })

  it('no download: stream as before', () => {
    expect(decideDownload(null, 1)).toBeNull()
  })
})

describe('starting playback', () => {
  beforeEach(() => {
    found.decision = null
  })

  it('a ready download starts without waiting for the stream call or the network', async () => {
    const h = syncHarness()
    await h.login(1)
    const asked: string[] = []
    // The network is there but never answers, as on a cold start with no signal.
    const services = h.context({ fetchWrapper: () => (req) => (asked.push(req.url.pathname), new Promise<Response>(() => undefined)) })
    found.decision = {
      kind: 'play',
      stream: { url: storedMaster(701), title: 'Episode 1', poster: '' },
      episodeId: 701,
      firstPlay: true,
      partial: false,
    }
    const start = await loadPlayback(services, 701, false)
    expect(start).toMatchObject({
      status: 'ready',
      start: { stream: { url: storedMaster(701) }, records: true, download: { episodeId: 701, firstPlay: true, partial: false } },
    })
    expect(asked).toEqual([])
  })

  it('a download still on its way starts from the device too, asking nothing of the network until a file is missing', async () => {
    const h = syncHarness()
    await h.login(1)
    const asked: string[] = []
    const services = h.context({ fetchWrapper: () => (req) => (asked.push(req.url.pathname), new Promise<Response>(() => undefined)) })
    found.decision = {
      kind: 'play',
      stream: { url: storedMaster(701), title: 'Episode 1', poster: '' },
      episodeId: 701,
      firstPlay: false,
      partial: true,
    }
    expect(await loadPlayback(services, 701, false)).toMatchObject({
      status: 'ready',
      start: { stream: { url: storedMaster(701) }, download: { episodeId: 701, partial: true } },
    })
    expect(asked).toEqual([])
  })

  it('an expired download refuses to play, with its reason, and asks nothing of the network', async () => {
    const h = syncHarness()
    await h.login(1)
    const asked: string[] = []
    const services = h.context({ fetchWrapper: () => (req) => (asked.push(req.url.pathname), new Promise<Response>(() => undefined)) })
    found.decision = { kind: 'expired', reason: 'subscription-ended', episodeId: 701 }
    expect(await loadPlayback(services, 701, false)).toEqual({ status: 'expired', reason: 'subscription-ended' })
    expect(asked).toEqual([])
  })

  it('streams when the viewer chose to stream an expired download', async () => {
    const h = syncHarness()
    await h.login(1)
    found.decision = { kind: 'expired', reason: 'license-expired', episodeId: 701 }
    const asked: string[] = []
    const services = h.context({ fetchWrapper: (base) => (req) => (asked.push(req.url.pathname), base(req)) })
    await loadPlayback(services, 701, false, true)
    expect(asked).toContain('/v1/streaming/content')
  })
})
