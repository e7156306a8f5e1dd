import { describe, expect, it } from 'vitest'
import { createApi } from './client'
import { createInProcessLocks } from './locks'
import { createConnectivity, followBrowserConnectivity } from './connectivity'
import { MemorySessionStore, session } from '../../tests/helpers/memory-session'
import { fakeFetch, json, networkDown, type Route } from '../../tests/helpers/fake-fetch'
import { SAMPLE } from '../../tests/helpers/samples'

function client(route: Route) {
  const store = createConnectivity()
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

describe('connectivity from the API client', () => {
  it('goes offline when a request finds no network, and back online on the next answer of any kind', async () => {
    let down = true
    const { api, store } = client((req) => (down ? networkDown(req) : json({ message: 'nope' }, 404)))
    const changes: boolean[] = []
    store.subscribe(() => changes.push(store.isOffline()))
    expect((await api.getHome()).ok).toBe(false)
    expect(store.isOffline()).toBe(true)
    down = false
    await api.getContent(1)
    expect(store.isOffline()).toBe(false)
    expect(changes).toEqual([true, false])
  })

  it('counts a timeout as offline', async () => {
    const { api, store } = client(() => new Promise<Response>(() => undefined))
    const res = await api.getHome()
    expect(res.ok ? null : res.failure.type).toBe('TimeoutFailure')
    expect(store.isOffline()).toBe(true)
  })

  it('counts an answer the service worker took from its cache as offline, while still using it', async () => {
    const { api, store } = client(() => json(SAMPLE.home, 200, { 'X-SW-Fallback': 'cache' }))
    expect((await api.getHome()).ok).toBe(true)
    expect(store.isOffline()).toBe(true)
  })

  it('goes offline on the browser’s offline event, and clears on its online event', () => {
    const store = createConnectivity()
    const target = Object.assign(new EventTarget(), { navigator: { onLine: true } })
    followBrowserConnectivity(target, store)
    expect(store.isOffline()).toBe(false)
    target.dispatchEvent(new Event('offline'))
    expect(store.isOffline()).toBe(true)
    target.dispatchEvent(new Event('online'))
    expect(store.isOffline()).toBe(false)
  })

  it('starts offline when the browser already has no network, before any request', () => {
    const store = createConnectivity()
    followBrowserConnectivity(Object.assign(new EventTarget(), { navigator: { onLine: false } }), store)
    expect(store.isOffline()).toBe(true)
  })

  it('does not take the browser’s online flag as proof of a link at start', () => {
    const store = createConnectivity(true)
    followBrowserConnectivity(Object.assign(new EventTarget(), { navigator: { onLine: true } }), store)
    expect(store.isOffline()).toBe(true)
  })
})
