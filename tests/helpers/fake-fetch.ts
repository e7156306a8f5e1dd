import type { FetchLike } from '../../src/api/http'

export interface SeenRequest {
  method: string
  url: URL
  headers: Record<string, string>
  body: unknown
}

export type Route = (req: SeenRequest) => Response | Promise<Response>

/** JSON answer helper. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
}

export const errorJson = (status: number, message: string, headers: Record<string, string> = {}) =>
  json({ statusCode: status, message }, status, headers)

function headerRecord(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  new Headers(init?.headers).forEach((value, key) => {
    out[key.toLowerCase()] = value
  })
  return out
}

/**
 * A fetch that records every request and answers through `route`. A route that throws makes the
 * fetch reject, which is how a network error looks to the client.
 */
export function fakeFetch(route: Route, base = 'http://api.test') {
  const seen: SeenRequest[] = []
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, base)
    let body: unknown = undefined
    if (typeof init?.body === 'string') {
      try {
        body = JSON.parse(init.body)
      } catch {
        body = init.body
      }
    }
    const req: SeenRequest = { method: (init?.method ?? 'GET').toUpperCase(), url, headers: headerRecord(init), body }
    seen.push(req)
    // Like a real fetch, an aborted signal (the client's timeout) rejects with the signal's reason,
    // before the answer's headers and while its body is still coming.
    const signal = init?.signal
    if (!signal) return route(req)
    return new Promise<Response>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason)
      signal.addEventListener('abort', () => reject(signal.reason), { once: true })
      Promise.resolve()
        .then(() => route(req))
        .then((res) => resolve(bodyTiedTo(res, signal)), reject)
    })
  }
  return { fetch, seen }
}

/** The answer with a body that fails with the signal's reason once it aborts, as a real fetch's does. */
function bodyTiedTo(res: Response, signal: AbortSignal): Response {
  if (!res.body) return res
  const reader = res.body.getReader()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      signal.addEventListener('abort', () => controller.error(signal.reason), { once: true })
    },
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    cancel: (reason) => reader.cancel(reason),
  })
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers })
}

export const networkDown: Route = () => {
  throw new TypeError('fetch failed')
}
