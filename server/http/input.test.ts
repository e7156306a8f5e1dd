import { request as httpRequest } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { makeTestApp } from '../test-support/harness.ts'
import { fixtureCatalogue } from '../test-support/fixture-catalogue.ts'
import { tempDir } from '../test-support/harness.ts'
import { startServer, type RunningServer } from '../server.ts'

const KB = 1024

describe('body size', () => {
  it('a body declared over 64 KB gets 413 before it is read', async () => {
    const t = makeTestApp()
    const res = await t.request('POST', '/v1/auth/send-otp', {
      body: JSON.stringify({ phone: '959420000009', pad: 'x'.repeat(64 * KB) }),
    })
    expect(res.status).toBe(413)
    expect(t.otp('959420000009')).toBeNull()
  })

  it('a chunked body that grows past 64 KB gets 413', async () => {
    const t = makeTestApp()
    const chunk = new TextEncoder().encode(' '.repeat(16 * KB))
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        if (pulled > 64) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const res = await t.app.request('http://localhost/v1/auth/send-otp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    // Refused after 64 KB and a chunk, not after the whole megabyte.
    expect(pulled).toBeLessThan(10)
  })

  it('a body of just under 64 KB is still read', async () => {
    const t = makeTestApp()
    const json = JSON.stringify({ phone: '959420000009', pad: '' })
    const res = await t.request('POST', '/v1/auth/send-otp', { body: json.replace('""', `"${'x'.repeat(64 * KB - json.length)}"`) })
    expect(res.status).toBe(200)
  })
})

describe('body size over a socket', () => {
  let running: RunningServer | null = null
  afterEach(async () => {
    await running?.close()
    running = null
  })

  it('a 600 MB upload is refused with 413 while it is still being sent', async () => {
    running = await startServer({ port: 0, dataDir: tempDir(), catalogue: fixtureCatalogue, log: () => {}, staticDir: tempDir('nodist-') })
    const chunk = Buffer.alloc(64 * KB, 0x20)
    const total = 600 * 1024 * KB
    const { status, written } = await new Promise<{ status: number; written: number }>((resolve, reject) => {
      let written = 0
      let answered = false
      const req = httpRequest(`${running?.url}/v1/auth/send-otp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      })
      req.on('response', (res) => {
        answered = true
        res.resume()
        resolve({ status: res.statusCode ?? 0, written })
        req.destroy()
      })
      req.on('error', (err) => (answered ? undefined : reject(err)))
      const pump = () => {
        while (!answered && written < total) {
          written += chunk.length
          if (!req.write(chunk)) return void req.once('drain', pump)
        }
        if (!answered) req.end()
      }
      pump()
    })
    expect(status).toBe(413)
    expect(written).toBeLessThan(total / 10)
  })
})

describe('numbers out of range', () => {
  it.each([
    ['/v1/search/content?query=a&page=1e300'],
    ['/v1/search/content?query=a&page=99999999999999999999'],
    ['/v1/category?categoryId=1&page=1e300'],
    ['/v1/category?categoryId=2147483648'],
    ['/v1/category?categoryId=99999999999999999999'],
    ['/v1/content/2147483648'],
    ['/v1/content/1e300'],
    ['/v1/promotion/99999999999999999999'],
  ])('%s answers 400, not 500', async (path) => {
    const t = makeTestApp()
    const res = await t.call('GET', path)
    expect(res.status).toBe(400)
  })

  it.each([['/v1/favorite?page=1e300'], ['/v1/watch_history?page=99999999999999999999']])(
    '%s (signed in) answers 400, not 500',
    async (path) => {
      const t = makeTestApp()
      const { token } = await t.login()
      expect((await t.call('GET', path, { token: token.accessToken })).status).toBe(400)
    },
  )

  it('a favorite for content id 2^31 answers 400', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    expect((await t.call('POST', '/v1/favorite', { token: token.accessToken, body: { contentId: 2 ** 31 } })).status).toBe(400)
  })
})

describe('form posts', () => {
  it('a multipart body with an empty boundary on the operator pay page answers 400', async () => {
    const t = makeTestApp()
    const res = await t.request('POST', '/operator/mpt/pay', {
      body: '--\r\nContent-Disposition: form-data; name="ref"\r\n\r\nx\r\n----\r\n',
      headers: { 'Content-Type': 'multipart/form-data; boundary=' },
    })
    expect(res.status).toBe(400)
  })
})

describe('content types', () => {
  it('every JSON endpoint refuses a text/plain body with 415', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    const routes = t.app.routes.filter((r) => ['POST', 'PUT', 'DELETE'].includes(r.method) && r.path.startsWith('/v1/'))
    expect(routes.length).toBeGreaterThan(10)
    const answers: string[] = []
    for (const r of routes) {
      const res = await t.request(r.method, r.path.replace(/:[a-z]+/gi, '1'), {
        token: token.accessToken,
        body: '{"phone":"959420000009"}',
        headers: { 'Content-Type': 'text/plain' },
      })
      answers.push(`${r.method} ${r.path} ${res.status}`)
    }
    // DELETE /v1/favorite(s) and DELETE /v1/download/license/:id read their ids from the address
    // and take no body at all.
    const bodiless = /^DELETE \/v1\/(favorites?|download\/license\/:id) /
    expect(answers.filter((a) => !bodiless.test(a) && !a.endsWith(' 415'))).toEqual([])
  })
})
