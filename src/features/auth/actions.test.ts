import { afterEach, describe, expect, it } from 'vitest'
import { isRedirect } from '@tanstack/react-router'
import { dataHarness } from '../../../tests/helpers/data-harness'
import { errorJson, json } from '../../../tests/helpers/fake-fetch'
import { i18n } from '../../i18n/i18n'
import { readCurrentUser } from '../../data'
import type { RouterContext } from '../../router'
import { heLogin } from './actions'
import { requireUser } from './guard'
import { HE_TOKEN_KEY } from '../../data/he-token'

const authAnswer = {
  success: true,
  isNewUser: false,
  message: 'Welcome back',
  userInfo: { id: 7, name: 'Hla', phone: '959761234567' },
  token: { accessToken: 'a', refreshToken: 'r' },
}

afterEach(() => localStorage.clear())

describe('HE login', () => {
  it('checks the token, logs in with it and stores the login', async () => {
    localStorage.setItem(HE_TOKEN_KEY, 'he-1')
    const h = dataHarness((req) => {
      if (req.url.pathname === '/v1/he/check') return json({ token: 'he-1', info: { provider: 'atom', phone: '959761234567' } })
      if (req.url.pathname === '/v1/auth/verify-he-login') return json(authAnswer)
      return errorJson(403, 'Permission denied')
    })
    const result = await heLogin(h)
    expect(result.ok).toBe(true)
    expect(await readCurrentUser(h.db)).toEqual(authAnswer.userInfo)
    expect(h.seen.map((r) => r.url.pathname).slice(0, 2)).toEqual(['/v1/he/check', '/v1/auth/verify-he-login'])
    // The server takes each HE token once: the spent one is not kept for a later check to find stale.
    expect(localStorage.getItem(HE_TOKEN_KEY)).toBeNull()
  })

  it('clears the token when the viewer has left the operator network', async () => {
    localStorage.setItem(HE_TOKEN_KEY, 'he-1')
    const h = dataHarness(() => errorJson(400, "Client is not on the partner's network anymore"))
    const result = await heLogin(h)
    expect(result.ok ? null : result.failure.type).toBe('HeNetworkSwitchedFailure')
    expect(localStorage.getItem(HE_TOKEN_KEY)).toBeNull()
    expect(await readCurrentUser(h.db)).toBeNull()
  })
})

describe('protected-page guard', () => {
  const context = (h: ReturnType<typeof dataHarness>) => ({ i18n, services: h }) as unknown as RouterContext
  const location = { href: '/redeem?x=1' } as Parameters<ReturnType<typeof requireUser>>[0]['location']

  it('replaces the page with phone login, carrying the way back, when no user is known', async () => {
    const h = dataHarness()
    const thrown: unknown = await requireUser()({ context: context(h), location }).catch((e: unknown) => e)
    expect(isRedirect(thrown)).toBe(true)
    const options = (thrown as { options: { to: string; search: unknown; replace: boolean } }).options
    expect(options).toMatchObject({ to: '/login-phone', search: { redirectRoute: '/redeem?x=1' }, replace: true })
  })

  it('lets a logged-in viewer through', async () => {
    const h = dataHarness()
    await h.login(3)
    await expect(requireUser()({ context: context(h), location })).resolves.toBeUndefined()
  })

  it('lets an HE user through only on pages that allow HE users', async () => {
    localStorage.setItem(HE_TOKEN_KEY, 'he-1')
    const h = dataHarness()
    await expect(requireUser({ allowHe: true })({ context: context(h), location })).resolves.toBeUndefined()
    await expect(requireUser()({ context: context(h), location })).rejects.toBeDefined()
  })
})
