import type { IncomingMessage } from 'node:http'
import type { RequestOptions, TestApp } from './harness.ts'

/** A request as if from a socket at `address`: what the limits take as the client. */
export async function callFrom<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
  t: TestApp,
  address: string,
  method: string,
  path: string,
  o: RequestOptions = {},
): Promise<{ status: number; body: T; res: Response }> {
  const headers: Record<string, string> = { ...o.headers }
  if (o.token) headers.Authorization = `Bearer ${o.token}`
  let body: string | undefined
  if (o.body !== undefined) {
    body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body)
    headers['Content-Type'] ??= 'application/json'
  }
  const incoming = { socket: { remoteAddress: address } } as unknown as IncomingMessage
  const res = await t.app.request(`http://localhost${path}`, { method, headers, body }, { incoming })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, res }
}
