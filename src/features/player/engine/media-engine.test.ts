import { beforeEach, describe, expect, it, vi } from 'vitest'
import { attachStream, type EngineEvents } from './media-engine'
import { playerConfig } from '../player-config'

// hls.js needs Media Source Extensions, which happy-dom lacks: a stand-in with its event API
// records what the engine asks of it.
type Handler = (event: string, data: Record<string, unknown>) => void
const instances: FakeHls[] = []
class FakeHls {
  static Events = { MANIFEST_PARSED: 'm', LEVEL_SWITCHED: 'ls', FRAG_LOADED: 'fl', FRAG_BUFFERED: 'fb', ERROR: 'e' }
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError', OTHER_ERROR: 'otherError' }
  static DefaultConfig = { loader: class DefaultLoader {} }
  handlers = new Map<string, Handler>()
  calls: string[] = []
  levels = [
    { height: 240, bitrate: 300_000, averageBitrate: 160_000 },
    { height: 360, bitrate: 700_000, averageBitrate: 250_000 },
    { height: 720, bitrate: 1_500_000, averageBitrate: 800_000 },
  ]
  autoLevelCapping = -1
  startLevel = -1
  currentLevel = -1
  constructor(readonly config: Record<string, unknown>) {
    instances.push(this)
  }
  on(event: string, h: Handler) {
    this.handlers.set(event, h)
  }
  emit(event: string, data: Record<string, unknown> = {}) {
    this.handlers.get(event)?.(event, data)
  }
  loadSource(url: string) {
    this.calls.push(`loadSource ${url}`)
  }
  attachMedia() {
    this.calls.push('attachMedia')
  }
  startLoad() {
    this.calls.push('startLoad')
  }
  recoverMediaError() {
    this.calls.push('recoverMediaError')
  }
  detachMedia() {
    this.calls.push('detachMedia')
  }
  destroy() {
    this.calls.push('destroy')
  }
}
vi.mock('hls.js/light', () => ({ default: FakeHls }))

function events() {
  const seen: string[] = []
  const e: EngineEvents = {
    levels: (l) => seen.push(`levels ${l.map((x) => x.height).join(',')}`),
    levelSwitched: (i) => seen.push(`level ${i}`),
    network: (t) => seen.push(`network ${t}`),
    fatal: () => seen.push('fatal'),
  }
  return { seen, e }
}

async function attach(setting: 'on' | 'off' = 'off', renew?: () => Promise<string | null>) {
  const video = document.createElement('video')
  const { seen, e } = events()
  const engine = await attachStream(video, {
    url: '/m.m3u8',
    startAt: 12,
    config: (levels) => playerConfig({}, setting, levels),
    events: e,
    ...(renew ? { renew } : {}),
  })
  const hls = instances.at(-1)!
  return { video, seen, engine, hls }
}

describe('media engine (hls.js)', () => {
  beforeEach(() => {
    instances.length = 0
  })

  it('starts at the resume point with the tuning of the data saver', async () => {
    const { hls } = await attach('on')
    expect(hls.calls).toEqual(['loadSource /m.m3u8', 'attachMedia'])
    expect(hls.config).toMatchObject({ startPosition: 12, maxBufferLength: 20, backBufferLength: 10, enableWorker: true })
    hls.emit(FakeHls.Events.MANIFEST_PARSED)
    expect(hls.startLevel).toBe(0)
    expect(hls.autoLevelCapping).toBe(1)
  })

  it('recovers a fatal network error once with startLoad, then gives up', async () => {
    const { hls, seen } = await attach()
    hls.emit(FakeHls.Events.ERROR, { type: 'networkError', fatal: false })
    hls.emit(FakeHls.Events.ERROR, { type: 'networkError', fatal: true })
    expect(hls.calls).toContain('startLoad')
    expect(seen).toEqual(['network true'])
    hls.emit(FakeHls.Events.ERROR, { type: 'networkError', fatal: true })
    expect(seen).toEqual(['network true', 'fatal'])
  })

  it('recovers a fatal media error with recoverMediaError, and again after media flowed', async () => {
    const { hls, seen } = await attach()
    hls.emit(FakeHls.Events.ERROR, { type: 'mediaError', fatal: true })
    hls.emit(FakeHls.Events.FRAG_BUFFERED)
    hls.emit(FakeHls.Events.ERROR, { type: 'mediaError', fatal: true })
    expect(hls.calls.filter((c) => c === 'recoverMediaError')).toHaveLength(2)
    expect(seen).not.toContain('fatal')
    hls.emit(FakeHls.Events.ERROR, { type: 'otherError', fatal: true })
    expect(seen).toContain('fatal')
  })

  it('clears the offline notice when a segment arrives again', async () => {
    const { hls, seen } = await attach()
    hls.emit(FakeHls.Events.ERROR, { type: 'networkError', fatal: false })
    hls.emit(FakeHls.Events.ERROR, { type: 'networkError', fatal: false })
    hls.emit(FakeHls.Events.FRAG_LOADED)
    expect(seen).toEqual(['network true', 'network false'])
  })

  it('switches rendition on request and frees everything on destroy, once', async () => {
    const { hls, engine, video } = await attach()
    engine.setLevel(2)
    expect(hls.currentLevel).toBe(2)
    video.setAttribute('src', 'blob:x')
    engine.destroy()
    engine.destroy()
    expect(hls.calls.filter((c) => c === 'destroy')).toHaveLength(1)
    expect(hls.calls).toContain('detachMedia')
    expect(video.hasAttribute('src')).toBe(false)
  })
})

describe('media grant renewal in the engine', () => {
  it("loads an episode through the loader that renews its grant, and a trailer through hls.js's own", async () => {
    const episode = await attach('off', () => Promise.resolve('/media/e/1/g2/master.m3u8'))
    expect(typeof episode.hls.config.loader).toBe('function')
    expect(episode.hls.config.loader).not.toBe(FakeHls.DefaultConfig.loader)
    const trailer = await attach('off')
    expect(trailer.hls.config).not.toHaveProperty('loader')
  })

  it('native playback reopens the fresh address where it was when the grant runs out', async () => {
    // happy-dom has no MediaError; browsers give network failures code 2.
    vi.stubGlobal('MediaError', { MEDIA_ERR_NETWORK: 2 })
    const video = document.createElement('video')
    video.canPlayType = () => 'maybe'
    const { seen, e } = events()
    let answer: (url: string | null) => void = () => undefined
    const renew = vi.fn(() => new Promise<string | null>((resolve) => (answer = resolve)))
    await attachStream(video, { url: '/media/e/1/g1/master.m3u8', startAt: 0, config: (l) => playerConfig({}, 'off', l), events: e, renew })
    Object.defineProperty(video, 'currentTime', { value: 0, writable: true, configurable: true })
    video.currentTime = 95
    Object.defineProperty(video, 'error', { value: { code: MediaError.MEDIA_ERR_NETWORK }, configurable: true })
    video.dispatchEvent(new Event('error'))
    expect(renew).toHaveBeenCalledTimes(1)
    // A second error while the stream call is out does not ask again.
    video.dispatchEvent(new Event('error'))
    expect(renew).toHaveBeenCalledTimes(1)
    answer('/media/e/1/g2/master.m3u8')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(video.getAttribute('src')).toBe('/media/e/1/g2/master.m3u8')
    video.currentTime = 0
    video.dispatchEvent(new Event('loadedmetadata'))
    expect(video.currentTime).toBe(95)
    expect(seen).toEqual(['levels ', 'network true'])
    vi.unstubAllGlobals()
  })
})
