import { describe, expect, it } from 'vitest'
import { createApi } from './client'
import { createInProcessLocks } from './locks'
import { createConnectivity, followBrowserConnectivity, HEARD_FRESH_MS, type ConnectivityOptions } from './connectivity'
import { MemorySessionStore, session } from '../../tests/helpers/memory-session'
import { errorJson, fakeFetch, json, networkDown, type Route } from '../../tests/helpers/fake-fetch'
import { SAMPLE } from '../../tests/helpers/samples'

function client(route: Route, options: ConnectivityOptions = {}) {
  const store = createConnectivity(options)
  const { fetch } = fakeFetch(route)
  const api = createApi({
    baseURL: 'http://api.test',
    sessions: new MemorySessionStore(session()),
    fetch,
    locks: createInProcessLocks(),
    timeoutMs: 50,
    onReachability: store.report,
  })
  return { api, store }
}

const reach = (store: ReturnType<typeof createConnectivity>) => store.state().reach

describe('connectivity from the API client', () => {
  it('calls a request that found no server unreachable, not offline, and clears on the next answer of any kind', async () => {
    let down = true
    const { api, store } = client((req) => (down ? networkDown(req) : json({ message: 'nope' }, 404)))
    const changes: string[] = []
    store.subscribe(() => changes.push(reach(store)))
    expect((await api.getHome()).ok).toBe(false)
    expect(reach(store)).toBe('unreachable')
    expect(store.state().unsure).toBe(true)
    down = false
    await api.getContent(1)
    expect(reach(store)).toBe('online')
    expect(changes).toEqual(['unreachable', 'online'])
  })

  it('calls a timeout a slow server, not no connection', async () => {
    const { api, store } = client(() => new Promise<Response>(() => undefined))
    const res = await api.getHome()
    expect(res.ok ? null : res.failure.type).toBe('TimeoutFailure')
    expect(reach(store)).toBe('slow')
  })

  it('calls a gateway’s 502, 503 or 504 unreachable, and the server’s own 500 an answer', async () => {
    for (const status of [502, 503, 504]) {
      const { api, store } = client(() => errorJson(status, 'Service Unavailable'))
      await api.getHome()
      expect([status, reach(store), store.state().unsure]).toEqual([status, 'unreachable', false])
    }
    const { api, store } = client(() => errorJson(500, 'boom'))
    await api.getHome()
    expect(reach(store)).toBe('online')
  })

  it('reads an answer the worker took from its cache as the failure behind it, while still using it', async () => {
    const slow = client(() => json(SAMPLE.home, 200, { 'X-SW-Fallback': 'timeout' }))
    expect((await slow.api.getHome()).ok).toBe(true)
    expect(reach(slow.store)).toBe('slow')
    const down = client(() => json(SAMPLE.home, 200, { 'X-SW-Fallback': 'network' }))
    expect((await down.api.getHome()).ok).toBe(true)
    expect(reach(down.store)).toBe('unreachable')
  })

  it('says no connection while the browser reports none, even when an answer arrives', async () => {
    let onLine = false
    const { api, store } = client(() => json(SAMPLE.home), { deviceOnline: () => onLine })
    await api.getHome()
    expect(reach(store)).toBe('offline')
    // A phone may come back without any event: the next answer with the browser online clears it.
    onLine = true
    await api.getHome()
    expect(reach(store)).toBe('online')
  })
})

describe('connectivity state', () => {
  it('confirms no connection only when a probe beyond the server also fails', () => {
    const store = createConnectivity()
    store.report('network')
    store.settle(true)
    expect([reach(store), store.state().unsure]).toEqual(['unreachable', false])

    store.report('timeout')
    store.settle(false)
    expect(reach(store)).toBe('offline')
    // A probe's late answer after an answer from the server changes nothing.
    store.report('answered')
    store.settle(false)
    expect(reach(store)).toBe('online')
  })

  it('claims saved content only while a screen shows some', () => {
    const store = createConnectivity()
    store.report('timeout')
    expect(store.state().saved).toBe(false)
    const releaseHome = store.showSaved()
    const releaseList = store.showSaved()
    releaseHome()
    releaseHome()
    expect(store.state().saved).toBe(true)
    releaseList()
    expect(store.state().saved).toBe(false)
  })

  it('asks for a check when a screen shows stored content and nothing was heard lately', () => {
    let now = 0
    const store = createConnectivity({ now: () => now })
    store.showSaved()
    expect(store.state().checkWanted).toBe(true)
    store.report('answered')
    expect(store.state().checkWanted).toBe(false)
    now += HEARD_FRESH_MS - 1
    store.showSaved()
    expect(store.state().checkWanted).toBe(false)
    now += 2
    store.showSaved()
    expect(store.state().checkWanted).toBe(true)
  })

  it('hands subscribers the same state object until something changes', () => {
    const store = createConnectivity()
    const first = store.state()
    store.report('answered')
    expect(store.state()).toBe(first)
    store.report('network')
    expect(store.state()).not.toBe(first)
  })
})

describe('the browser’s word', () => {
  it('goes offline on the offline event; the online event asks the server again', () => {
    const store = createConnectivity()
    const target = Object.assign(new EventTarget(), { navigator: { onLine: true } })
    followBrowserConnectivity(target, store)
    expect(reach(store)).toBe('online')
    target.dispatchEvent(new Event('offline'))
    expect(reach(store)).toBe('offline')
    target.dispatchEvent(new Event('online'))
    expect(reach(store)).toBe('online')
    expect(store.state().checkWanted).toBe(true)
  })

  it('after the network returns, still says what the server last did until it answers', () => {
    const store = createConnectivity()
    const target = Object.assign(new EventTarget(), { navigator: { onLine: true } })
    followBrowserConnectivity(target, store)
    store.report('network')
    target.dispatchEvent(new Event('offline'))
    target.dispatchEvent(new Event('online'))
    expect(reach(store)).toBe('unreachable')
  })

  it('starts offline when the browser already has no network, before any request', () => {
    const store = createConnectivity()
    followBrowserConnectivity(Object.assign(new EventTarget(), { navigator: { onLine: false } }), store)
    expect(reach(store)).toBe('offline')
  })

  it('does not take the browser’s online flag as proof of a link at start', () => {
    const store = createConnectivity({ initial: 'offline' })
    followBrowserConnectivity(Object.assign(new EventTarget(), { navigator: { onLine: true } }), store)
    expect(reach(store)).toBe('offline')
  })
})
