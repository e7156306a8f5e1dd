// The peer of the sync benchmark: a service worker that queues failed writes with
// workbox-background-sync's Queue and replays them with queue.replayRequests(), as an app built on
// it would. Each queued request keeps the headers it was made with, bearer token included.
import { Queue } from 'workbox-background-sync'

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request
  respondWith(response: Promise<Response>): void
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown
  ports: readonly MessagePort[]
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void> }
}

const worker = self as unknown as WorkerScope
// The benchmark decides when the network is back and times the replay, so it calls
// replayRequests() itself instead of waiting for the browser's sync event.
const queue = new Queue('bench-peer', { forceSyncFallback: true, maxRetentionTime: 24 * 60 })
const WRITES = /^\/v1\/(favorite|watch_history)$/

worker.addEventListener('install', () => void worker.skipWaiting())
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()))

worker.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method === 'GET' || !WRITES.test(new URL(request.url).pathname)) return
  event.respondWith(
    (async () => {
      try {
        return await fetch(request.clone())
      } catch {
        await queue.pushRequest({ request })
        return new Response('{"queued":true}', { status: 202, headers: { 'content-type': 'application/json' } })
      }
    })(),
  )
})

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type !== 'replay') return
  const port = event.ports[0]
  event.waitUntil(
    queue.replayRequests().then(
      () => port?.postMessage({ ok: true }),
      (e: unknown) => port?.postMessage({ ok: false, error: String(e) }),
    ),
  )
})
