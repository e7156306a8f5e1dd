/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies read loosely in tests */
import { afterEach, describe, expect, it } from 'vitest'
import { makeTestApp, MIN, SEC, tempDir, type TestApp } from '../test-support/harness.ts'
import { startServer, type RunningServer } from '../server.ts'
import { fixtureCatalogue } from '../test-support/fixture-catalogue.ts'

async function post(t: TestApp, token: string, text: string, contentId = 1, headers: Record<string, string> = {}) {
  return t.call('POST', '/v1/comment', { token, body: { contentId, text }, headers })
}

describe('comments: posting and listing', () => {
  it('lists a title’s comments newest first, paged by 20, with the author’s name and no phone', async () => {
    const t = makeTestApp()
    const a = await t.login('959420000001')
    const b = await t.login('959420000002')
    for (let i = 0; i < 22; i++) {
      const who = i % 2 === 0 ? a : b
      const res = await post(t, who.token.accessToken, `comment ${i}`)
      expect(res.status).toBe(200)
      t.advance(7 * SEC)
    }
    await post(t, a.token.accessToken, 'elsewhere', 2)
    const first = await t.call('GET', '/v1/comment?contentId=1&page=1')
    expect(first.body).toMatchObject({ page: 1, pageSize: 20, total: 22 })
    expect(first.body.items).toHaveLength(20)
    expect(first.body.items[0]).toEqual({
      id: 22,
      contentId: 1,
      authorName: 'Demo Free',
      text: 'comment 21',
      createdAt: expect.any(String),
      mine: false,
      hidden: false,
    })
    expect(JSON.stringify(first.body)).not.toContain('95942')
    const second = await t.call('GET', '/v1/comment?contentId=1&page=2', { token: a.token.accessToken })
    expect(second.body.items.map((c: any) => c.text)).toEqual(['comment 1', 'comment 0'])
    expect(second.body.items.map((c: any) => c.mine)).toEqual([false, true])
    expect((await t.call('GET', '/v1/comment?contentId=1&page=3')).body.items).toEqual([])
  })

  it('stores the text trimmed and in NFC, and answers the stored comment', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    const res = await post(t, token.accessToken, '  e\u0301 <b>two</b>\r\nlines  ')
    expect(res.body).toMatchObject({ success: true, comment: { text: '\u00e9 <b>two</b>\nlines', mine: true, authorName: 'Demo Free' } })
  })

  it.each([
    ['empty', ''],
    ['only spaces', ' \n\t '.replace('\t', ' ')],
    ['over 500 characters', 'က'.repeat(501)],
    ['a control character', 'hello\u0007'],
    ['a NUL', 'a\u0000b'],
    ['a right-to-left override', 'abc\u202Egnp.exe'],
    ['a bidi isolate', 'a\u2067b'],
    ['not a string', 12],
  ])('refuses a comment that is %s with 400 naming text', async (_name, text) => {
    const t = makeTestApp()
    const { token } = await t.login()
    const res = await t.call('POST', '/v1/comment', { token: token.accessToken, body: { contentId: 1, text } })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ statusCode: 400, message: expect.stringContaining('text') })
  })

  it('takes exactly 500 characters, counted as characters (not UTF-16 units)', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    expect((await post(t, token.accessToken, 'က'.repeat(500))).status).toBe(200)
    expect((await post(t, token.accessToken, '😀'.repeat(500))).status).toBe(200)
  })

  it('answers 400 without a title id, 404 for an unknown title', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    expect((await t.call('GET', '/v1/comment?page=1')).body.message).toContain('contentId')
    expect((await t.call('GET', '/v1/comment?contentId=1&page=0')).body.message).toContain('page')
    expect((await t.call('GET', '/v1/comment?contentId=999')).status).toBe(404)
    expect((await post(t, token.accessToken, 'hi', 999)).status).toBe(404)
  })

  it('anonymous visitors read; writing needs a login (403) and a live token (401)', async () => {
    const t = makeTestApp()
    expect((await t.call('GET', '/v1/comment?contentId=1')).status).toBe(200)
    expect((await t.call('POST', '/v1/comment', { body: { contentId: 1, text: 'hi' } })).status).toBe(403)
    expect((await t.call('POST', '/v1/comment', { token: 'stale', body: { contentId: 1, text: 'hi' } })).status).toBe(401)
    expect((await t.call('DELETE', '/v1/comment/1')).status).toBe(403)
    expect((await t.call('POST', '/v1/comment/1/report')).status).toBe(403)
  })

  it('posts once for one Idempotency-Key, however often it is sent', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    const headers = { 'Idempotency-Key': 'c-1' }
    const [one, two] = await Promise.all([post(t, token.accessToken, 'once', 1, headers), post(t, token.accessToken, 'once', 1, headers)])
    const three = await post(t, token.accessToken, 'once', 1, headers)
    expect(one.body.comment.id).toBe(two.body.comment.id)
    expect(three.body.comment.id).toBe(one.body.comment.id)
    expect((await t.call('GET', '/v1/comment?contentId=1')).body.total).toBe(1)
  })
})

describe('comments: the per-user limit', () => {
  it('takes 10 comments a minute from one user, then 429 with Retry-After; others are not held back', async () => {
    const t = makeTestApp()
    const a = await t.login('959420000001')
    const b = await t.login('959420000002')
    for (let i = 0; i < 10; i++) expect((await post(t, a.token.accessToken, `c${i}`)).status).toBe(200)
    const refused = await post(t, a.token.accessToken, 'one too many')
    expect(refused.status).toBe(429)
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await post(t, b.token.accessToken, 'mine')).status).toBe(200)
    // A refused comment under a key is not kept: the same key goes through once the minute is out.
    t.advance(MIN + SEC)
    expect((await post(t, a.token.accessToken, 'later')).status).toBe(200)
  })

  it('an invalid comment does not count against the limit', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    for (let i = 0; i < 12; i++) await post(t, token.accessToken, ' ')
    expect((await post(t, token.accessToken, 'fine')).status).toBe(200)
  })

  let running: RunningServer | null = null
  afterEach(async () => {
    await running?.close()
    running = null
  })

  it('the limit survives a restart on the same database', async () => {
    const dataDir = tempDir()
    const now = Date.parse('2025-01-01T00:00:00Z')
    const start = () =>
      startServer({
        port: 0,
        dataDir,
        catalogue: fixtureCatalogue,
        log: () => {},
        staticDir: tempDir('nodist-'),
        now: () => now,
        otpProofPrefix: null,
      })
    const json = { 'Content-Type': 'application/json' }
    running = await start()
    const phone = '959420000002'
    await fetch(`${running.url}/v1/auth/send-otp`, { method: 'POST', headers: json, body: JSON.stringify({ phone }) })
    const { code } = (await (await fetch(`${running.url}/__dev/otp?phone=${phone}`)).json()) as any
    const login = (await (
      await fetch(`${running.url}/v1/auth/verify-otp`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ phone, code, platform: 'pwa' }),
      })
    ).json()) as any
    const headers = { ...json, Authorization: `Bearer ${login.token.accessToken}` }
    const send = (url: string) =>
      fetch(`${url}/v1/comment`, { method: 'POST', headers, body: JSON.stringify({ contentId: 1, text: 'hi' }) })
    for (let i = 0; i < 10; i++) expect((await send(running.url)).status).toBe(200)
    await running.close()
    running = await start()
    expect((await send(running.url)).status).toBe(429)
  })
})

describe('comments: delete and report', () => {
  it('the author deletes their comment (twice answers the same); another viewer gets 403', async () => {
    const t = makeTestApp()
    const a = await t.login('959420000001')
    const b = await t.login('959420000002')
    const { comment } = (await post(t, a.token.accessToken, 'mine')).body
    expect((await t.call('DELETE', `/v1/comment/${comment.id}`, { token: b.token.accessToken })).body).toEqual({
      statusCode: 403,
      message: 'You can delete only your own comments',
    })
    expect((await t.call('DELETE', `/v1/comment/${comment.id}`, { token: a.token.accessToken })).body).toEqual({ success: true })
    expect((await t.call('DELETE', `/v1/comment/${comment.id}`, { token: a.token.accessToken })).body).toEqual({ success: true })
    expect((await t.call('GET', '/v1/comment?contentId=1', { token: a.token.accessToken })).body.total).toBe(0)
    expect((await t.call('DELETE', `/v1/comment/${comment.id}`, { token: b.token.accessToken })).status).toBe(404)
    expect((await t.call('DELETE', '/v1/comment/999', { token: a.token.accessToken })).status).toBe(404)
    expect((await t.call('DELETE', '/v1/comment/x', { token: a.token.accessToken })).status).toBe(400)
  })

  it('hides a comment with 3 reports from everyone but its author; one report per viewer counts once', async () => {
    const t = makeTestApp()
    const author = await t.login('959420000001')
    const reporters = [await t.login('959420000002'), await t.login('959420000003'), await t.login('959420000004')]
    const { comment } = (await post(t, author.token.accessToken, 'contested')).body
    await post(t, author.token.accessToken, 'harmless')
    const report = (token: string) => t.call('POST', `/v1/comment/${comment.id}/report`, { token })
    const first = reporters[0]!.token.accessToken
    expect((await report(first)).body).toEqual({ success: true })
    expect((await report(first)).body).toEqual({ success: true })
    expect((await report(reporters[1]!.token.accessToken)).status).toBe(200)
    // Two viewers, three calls: still shown.
    expect((await t.call('GET', '/v1/comment?contentId=1')).body.total).toBe(2)
    await report(reporters[2]!.token.accessToken)
    const anonymous = await t.call('GET', '/v1/comment?contentId=1')
    expect(anonymous.body.items.map((c: any) => c.text)).toEqual(['harmless'])
    expect(anonymous.body.total).toBe(1)
    const reporter = await t.call('GET', '/v1/comment?contentId=1', { token: first })
    expect(reporter.body.items.map((c: any) => c.text)).toEqual(['harmless'])
    const own = await t.call('GET', '/v1/comment?contentId=1', { token: author.token.accessToken })
    expect(own.body.items.map((c: any) => [c.text, c.hidden])).toEqual([
      ['harmless', false],
      ['contested', true],
    ])
    // Hidden from them, so reporting it again is as if it did not exist.
    expect((await report(first)).status).toBe(404)
  })

  it('a viewer cannot report their own comment (400), nor a missing one (404)', async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    const { comment } = (await post(t, token.accessToken, 'mine')).body
    expect((await t.call('POST', `/v1/comment/${comment.id}/report`, { token: token.accessToken })).status).toBe(400)
    expect((await t.call('POST', '/v1/comment/999/report', { token: token.accessToken })).status).toBe(404)
  })
})
