import { describe, expect, it } from 'vitest'
import { makeTestApp } from '../test-support/harness.ts'

describe('a shared file posted before the app’s worker controls the page', () => {
  it('is sent to Downloads with a 303, which says the file did not arrive; the server keeps nothing', async () => {
    const t = makeTestApp()
    const form = new FormData()
    form.append('episode', new Blob([new Uint8Array(1024)]), 'episode.yokeshin')
    const res = await t.app.request('http://localhost/share-target', { method: 'POST', body: form })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/downloads?received=none')
  })

  it('a body larger than any request the server accepts still gets the redirect, not a 413: the body is never read', async () => {
    const t = makeTestApp()
    const res = await t.app.request('http://localhost/share-target', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(500 * 1024 * 1024) },
      body: 'x',
    })
    expect(res.status).toBe(303)
  })
})
