// A pass-through HTTP proxy that counts what crosses the wire, as a carrier would bill it: status
// line, headers and the body as sent (compressed). The browser talks to it; it talks to the server.
// The benches count bytes with it; the browser tests also count each file's fetches (the browser's
// own Background Fetch included, which no page route sees) and slow media files down.
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Transfer {
  path: string
  status: number
  bytes: number
  contentType: string
  /** What the browser sent: request line, headers and body. */
  requestBytes: number
  /** Whether the client received the whole answer (one it cut or aborted counts what crossed so far). */
  whole: boolean
}

function headerBytes(status: number, headers: IncomingHttpHeaders): number {
  let n = `HTTP/1.1 ${status}\r\n`.length + 2
  for (const [k, v] of Object.entries(headers)) for (const value of [v].flat()) n += `${k}: ${value ?? ''}\r\n`.length
  return n
}

export class ByteProxy {
  readonly transfers: Transfer[] = []
  /** How long each media segment (`.m4s`) waits before it is forwarded: a slow link, for the browser tests. */
  segmentDelayMs = 0
  private readonly server: Server
  readonly url: string

  private constructor(server: Server, url: string) {
    this.server = server
    this.url = url
  }

  /**
   * `addHeaders` go on every request as if the browser had sent them (and count as sent): Chrome's
   * Lite mode put `Save-Data: on` on all of them, redirects and the worker's own included.
   */
  static async start(targetPort: number, addHeaders: Record<string, string> = {}): Promise<ByteProxy> {
    let proxy: ByteProxy | null = null
    const server = createServer((req, res) => {
      let sent = `${req.method ?? 'GET'} ${req.url ?? '/'} HTTP/1.1\r\n`.length + 2
      for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) sent += `${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`.length
      for (const [k, v] of Object.entries(addHeaders)) {
        if (req.headers[k.toLowerCase()] !== undefined) continue
        req.headers[k.toLowerCase()] = v
        sent += `${k}: ${v}\r\n`.length
      }
      req.on('data', (chunk: Buffer) => (sent += chunk.length))
      const forward = () => {
        const upstream = request({ host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.headers }, (up) => {
          const status = up.statusCode ?? 502
          let body = 0
          up.on('data', (chunk: Buffer) => (body += chunk.length))
          // Counted when the client's side closes, finished or cut: a cut answer's bytes were sent too.
          res.on('close', () =>
            proxy?.transfers.push({
              path: req.url ?? '',
              status,
              bytes: headerBytes(status, up.headers) + body,
              contentType: String(up.headers['content-type'] ?? ''),
              requestBytes: sent,
              whole: res.writableFinished,
            }),
          )
          res.writeHead(status, up.headers)
          up.pipe(res)
        })
        upstream.on('error', () => {
          res.writeHead(502)
          res.end()
        })
        req.pipe(upstream)
      }
      const delay = proxy && req.url?.split('?')[0]?.endsWith('.m4s') ? proxy.segmentDelayMs : 0
      if (delay > 0) setTimeout(forward, delay)
      else forward()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    proxy = new ByteProxy(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    return proxy
  }

  reset(): void {
    this.transfers.length = 0
  }

  close(): Promise<void> {
    this.server.closeAllConnections()
    return new Promise((resolve) => this.server.close(() => resolve()))
  }
}
