import { afterEach, describe, expect, it, vi } from 'vitest'
import { syncHarness } from '../../tests/helpers/sync-harness'
import { dataHarness, withGlobal } from '../../tests/helpers/data-harness'
import { errorJson, json, type SeenRequest } from '../../tests/helpers/fake-fetch'
import { auth } from '../../tests/helpers/test-db'
import { logout, signIn } from './session-actions'
import { readSessionRow } from './session-store'
import { HE_TOKEN_KEY, readHeCookie, syncHeCookie } from './he-token'

afterEach(() => {
  localStorage.clear()
  syncHeCookie(null)
})

describe('signing in', () => {
  it('asks the browser to keep the data persistently once a login is stored', async () => {
    const h = syncHarness()
    const services = h.context()
    let asked = 0
    const storage = { persisted: async () => false, persist: async () => (asked++, true) }
    await withGlobal('navigator', { storage }, async () => {
      expect((await signIn(services, auth(1))).ok).toBe(true)
      await vi.waitFor(() => expect(asked).toBe(1))
    })
  })
})

describe('logout', () => {
  const loggedIn = async () => {
    const h = dataHarness((req) => (req.url.pathname === '/v1/auth/logout' ? json({ success: true, message: 'Logged out' }) : json({})))
    await h.login(1)
    return h
  }
  const logoutCalls = (seen: SeenRequest[]) => seen.filter((r) => r.url.pathname === '/v1/auth/logout')

  it('tells the server to end the session, so tokens copied off the device stop working', async () => {
    const h = await loggedIn()
    expect(await logout(h)).toEqual({ ok: true, value: true })
    const calls = logoutCalls(h.seen)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.method).toBe('POST')
    expect(calls[0]?.body).toEqual({ refreshToken: auth(1).token.refreshToken })
    // No refresh is spent on leaving, and no bearer token travels with it.
    expect(h.seen.some((r) => r.url.pathname === '/v1/auth/refresh-token')).toBe(false)
    expect(await readSessionRow(h.db)).toBeNull()
  })

  it.each([
    ['refuses', () => errorJson(500, 'Internal server error')],
    [
      'cannot be reached',
      () => {
        throw new TypeError('Failed to fetch')
      },
    ],
  ])('clears the device all the same when the server %s', async (_name, route) => {
    const h = await loggedIn()
    h.setRoute(route)
    expect(await logout(h)).toEqual({ ok: true, value: true })
    expect(await readSessionRow(h.db)).toBeNull()
  })

  it('does not wait on a server that never answers', async () => {
    const h = await loggedIn()
    h.setRoute(() => new Promise<Response>(() => undefined))
    expect(await logout(h, 20)).toEqual({ ok: true, value: true })
    expect(await readSessionRow(h.db)).toBeNull()
  })

  it('asks the server nothing when nobody is logged in', async () => {
    const h = dataHarness(() => json({}))
    await logout(h)
    expect(logoutCalls(h.seen)).toHaveLength(0)
  })

  it('removes the HE token and its cookie, which one tap on the HE card turned back into the last login', async () => {
    const h = await loggedIn()
    localStorage.setItem(HE_TOKEN_KEY, 'he-of-the-last-viewer')
    syncHeCookie('he-of-the-last-viewer')
    await logout(h)
    expect(localStorage.getItem(HE_TOKEN_KEY)).toBeNull()
    expect(readHeCookie(document)).toBeNull()
  })
})

describe('another user logging in', () => {
  it("removes the last viewer's HE token and its cookie", async () => {
    const h = syncHarness()
    const services = h.context()
    await signIn(services, auth(1))
    localStorage.setItem(HE_TOKEN_KEY, 'he-of-the-last-viewer')
    syncHeCookie('he-of-the-last-viewer')
    await signIn(services, auth(2))
    expect(localStorage.getItem(HE_TOKEN_KEY)).toBeNull()
    expect(readHeCookie(document)).toBeNull()
  })
})
