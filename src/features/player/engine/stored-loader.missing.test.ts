import { describe, expect, it } from 'vitest'
import type { HlsConfig, Loader, LoaderCallbacks, LoaderContext, LoaderStats } from 'hls.js'
import { storedFile, storedMaster } from '../../../data/downloads/layout'
import { liveFiles, type GrantAnswer } from './live-files'
import { storedLoader, type MissingFiles } from './stored-loader'

const ORIGIN = 'https://app.test'
const BASE = `${ORIGIN}/player?contentChildId=201`
const SEG = '720p/l0/seg_001.m4s'

/** Cache Storage in memory over a live object, so a test can store a file while a load waits. */
function memoryCaches(files: Record<string, Uint8Array<ArrayBuffer> | string>): CacheStorage {
  const cache = {
    match: (req: RequestInfo | URL) => {
      const body = files[new URL(String(req), ORIGIN).pathname]
      return Promise.resolve(body === undefined ? undefined : new Response(body))
    },
    // The player never stores: a put would fail the test.
    put: () => Promise.reject(new Error('the player stored a file')),
  } as unknown as Cache
  return { open: () => Promise.resolve(cache) } as unknown as CacheStorage
}

/** The network as hls.js's loader sees it: each address answers its scripted code (200 with bytes). */
function scriptedNetwork(answers: (url: string) => number) {
  const asked: string[] = []
  class Net implements Loader<LoaderContext> {
    context: LoaderContext | null = null
    stats = {
      loading: { start: 0, first: 0, end: 0 },
      loaded: 0,
      total: 0,
      chunkCount: 0,
      aborted: false,
      retry: 0,
      bwEstimate: 0,
    } as unknown as LoaderStats
    load(context: LoaderContext, _c: unknown, callbacks: LoaderCallbacks<LoaderContext>) {
      if (this.stats.loading.start) throw new Error('Loader can only be used once.')
      this.stats.loading.start = 1
      asked.push(context.url)
      const code = answers(context.url)
      queueMicrotask(() => {
        if (code === 200) callbacks.onSuccess({ url: context.url, data: new Uint8Array([9, 9]).buffer, code }, this.stats, context, null)
        else callbacks.onError({ code, text: 'no' }, context, null, this.stats)
      })
    }
    abort() {}
    destroy() {}
  }
  return { Net, asked }
}

/** A stream call that answers from a list, one answer per call (the last one repeats). */
function streamCalls(...answers: GrantAnswer[]) {
  const calls = { n: 0 }
  const ask = () => Promise.resolve(answers[Math.min(calls.n++, answers.length - 1)] as GrantAnswer)
  return { ask, calls }
}

/** Wake-ups the test releases by hand. */
function manualWake() {
  const waiting: Array<() => void> = []
  return {
    wake: (_tries: number, signal: AbortSignal) =>
      new Promise<void>((resolve) => {
        waiting.push(resolve)
        signal.addEventListener('abort', () => resolve())
      }),
    release: () => waiting.splice(0).forEach((r) => r()),
    get pending() {
      return waiting.length
    },
  }
}

type Outcome = { ok: true; data: unknown; url: string } | { ok: false; code: number } | { aborted: true }

function run(opts: {
  files: Record<string, Uint8Array<ArrayBuffer> | string>
  network: (url: string) => number
  grants: GrantAnswer[]
  path?: string
  url?: string
  arriving?: MissingFiles['arriving']
}) {
  const net = scriptedNetwork(opts.network)
  const calls = streamCalls(...opts.grants)
  const wake = manualWake()
  const held: boolean[] = []
  const streamed: string[] = []
  const missing: MissingFiles = {
    live: liveFiles(201, calls.ask, BASE),
    held: (on) => held.push(on),
    streamed: (c) => streamed.push(c.url),
    wake: wake.wake,
    ...(opts.arriving ? { arriving: opts.arriving } : {}),
  }
  const Stored = storedLoader(net.Net, memoryCaches(opts.files), BASE, undefined, missing)
  const loader = new Stored({} as HlsConfig)
  const context = {
    url: opts.url ?? new URL(storedFile(201, opts.path ?? SEG), BASE).href,
    responseType: 'arraybuffer',
    type: 'fragment',
  } as unknown as LoaderContext
  const outcome = new Promise<Outcome>((resolve) => {
    loader.load(context, {} as never, {
      onSuccess: (r) => resolve({ ok: true, data: r.data, url: r.url }),
      onError: (e) => resolve({ ok: false, code: e.code }),
      onTimeout: () => resolve({ ok: false, code: -1 }),
      onAbort: () => resolve({ aborted: true }),
    })
  })
  return { loader, outcome, asked: net.asked, calls: calls.calls, wake, held, streamed }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 0))
  expect(check()).toBe(true)
}

const granted = (g: string): GrantAnswer => ({ kind: 'granted', url: `/media/e/201/${g}/master.m3u8` })
const stored = { [storedMaster(201)]: '#EXTM3U\n', [storedFile(201, '720p/l0/seg_000.m4s')]: new Uint8Array([1, 2, 3]) }

describe('a download still on its way: the files not stored yet', () => {
  it('a file not yet downloaded streams from the episode under a stream grant, and is not stored by the player', async () => {
    const t = run({ files: { ...stored }, network: () => 200, grants: [granted('g1')] })
    const got = await t.outcome
    expect(got).toMatchObject({ ok: true, url: new URL(storedFile(201, SEG), BASE).href })
    expect(t.asked).toEqual([`${ORIGIN}/media/e/201/g1/${SEG}`])
    expect(t.streamed).toHaveLength(1)
    expect(t.held).toEqual([])
  })

  it('a file the downloader is fetching right now is waited for and read from the store, never fetched beside it', async () => {
    const files: Record<string, Uint8Array<ArrayBuffer> | string> = { ...stored }
    const t = run({
      files,
      network: () => 200,
      grants: [granted('g1')],
      arriving: () => {
        files[storedFile(201, SEG)] = new Uint8Array([5])
        return Promise.resolve(true)
      },
    })
    const got = await t.outcome
    if (!('ok' in got) || !got.ok) throw new Error('expected the stored file')
    expect([...new Uint8Array(got.data as ArrayBuffer)]).toEqual([5])
    expect(t.asked).toEqual([])
    expect(t.calls.n).toBe(0)
  })

  it('a file the downloader is not about to fetch streams at once', async () => {
    const t = run({ files: { ...stored }, network: () => 200, grants: [granted('g1')], arriving: () => Promise.resolve(false) })
    expect(await t.outcome).toMatchObject({ ok: true })
    expect(t.asked).toEqual([`${ORIGIN}/media/e/201/g1/${SEG}`])
  })

  it('a stored file never goes to the network and asks for no grant', async () => {
    const t = run({ files: { ...stored }, network: () => 200, grants: [granted('g1')], path: '720p/l0/seg_000.m4s' })
    expect(await t.outcome).toMatchObject({ ok: true })
    expect(t.asked).toEqual([])
    expect(t.calls.n).toBe(0)
  })

  it('offline, a missing file is held, not failed, and comes from the device once the downloader stores it', async () => {
    const files: Record<string, Uint8Array<ArrayBuffer> | string> = { ...stored }
    const t = run({ files, network: () => 200, grants: [{ kind: 'unreachable' }] })
    await until(() => t.wake.pending === 1)
    expect(t.held).toEqual([true])
    files[storedFile(201, SEG)] = new Uint8Array([7, 7, 7])
    t.wake.release()
    const got = await t.outcome
    if (!('ok' in got) || !got.ok) throw new Error('expected the stored file')
    expect([...new Uint8Array(got.data as ArrayBuffer)]).toEqual([7, 7, 7])
    expect(t.held).toEqual([true, false])
    expect(t.asked).toEqual([])
  })

  it('a server that stopped answering holds the file; when it answers again the file streams', async () => {
    let up = false
    const t = run({ files: { ...stored }, network: () => (up ? 200 : 0), grants: [granted('g1')] })
    await until(() => t.wake.pending === 1)
    expect(t.held).toEqual([true])
    up = true
    t.wake.release()
    expect(await t.outcome).toMatchObject({ ok: true })
    expect(t.held).toEqual([true, false])
    expect(t.asked).toEqual([`${ORIGIN}/media/e/201/g1/${SEG}`, `${ORIGIN}/media/e/201/g1/${SEG}`])
    // One grant serves every file: the stream call is not asked again for the retry.
    expect(t.calls.n).toBe(1)
  })

  it('a stream call that refuses (no longer entitled) fails the file as hls.js expects, without holding it', async () => {
    const t = run({ files: { ...stored }, network: () => 200, grants: [{ kind: 'refused' }] })
    expect(await t.outcome).toEqual({ ok: false, code: 403 })
    expect(t.held).toEqual([])
    expect(t.asked).toEqual([])
  })

  it('a grant that ran out is renewed once and the file asked again under the new one', async () => {
    const t = run({ files: { ...stored }, network: (url) => (url.includes('/g1/') ? 403 : 200), grants: [granted('g1'), granted('g2')] })
    expect(await t.outcome).toMatchObject({ ok: true })
    expect(t.asked).toEqual([`${ORIGIN}/media/e/201/g1/${SEG}`, `${ORIGIN}/media/e/201/g2/${SEG}`])
  })

  it('another episode’s stored address is never fetched under this episode’s grant', async () => {
    const t = run({ files: { ...stored }, network: () => 200, grants: [granted('g1')], url: `${ORIGIN}${storedFile(202, SEG)}` })
    expect(await t.outcome).toEqual({ ok: false, code: 403 })
    expect(t.asked).toEqual([])
    expect(t.calls.n).toBe(0)
  })

  it('a dot-segment in a stored address cannot climb into another episode’s stream', async () => {
    const t = run({ files: { ...stored }, network: () => 200, grants: [granted('g1')], url: `${ORIGIN}/__downloads/201/%2e%2e/202/${SEG}` })
    expect(await t.outcome).toEqual({ ok: false, code: 403 })
    expect(t.asked).toEqual([])
  })

  it('an aborted held load stops waiting, releases its hold and never answers afterwards', async () => {
    const files: Record<string, Uint8Array<ArrayBuffer> | string> = { ...stored }
    const t = run({ files, network: () => 0, grants: [{ kind: 'unreachable' }] })
    await until(() => t.held.length === 1)
    t.loader.abort()
    expect(await t.outcome).toEqual({ aborted: true })
    expect(t.held).toEqual([true, false])
    files[storedFile(201, SEG)] = new Uint8Array([1])
    t.wake.release()
    await new Promise((r) => setTimeout(r, 0))
    expect(t.held).toEqual([true, false])
  })
})
