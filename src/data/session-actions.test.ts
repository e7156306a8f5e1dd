import { describe, expect, it, vi } from 'vitest'
import { syncHarness } from '../../tests/helpers/sync-harness'
import { withGlobal } from '../../tests/helpers/data-harness'
import { signIn } from './session-actions'

const auth = { userInfo: { id: 1, name: 'Aung', phone: '959420000001' }, token: { accessToken: 'a', refreshToken: 'r' } }

describe('signing in', () => {
  it('asks the browser to keep the data persistently once a login is stored', async () => {
    const h = syncHarness()
    const services = h.context()
    let asked = 0
    const storage = { persisted: async () => false, persist: async () => (asked++, true) }
    await withGlobal('navigator', { storage }, async () => {
      expect((await signIn(services, auth)).ok).toBe(true)
      await vi.waitFor(() => expect(asked).toBe(1))
    })
  })
})
