import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDb } from '../db/open.ts'
import { tempDir, T0 } from '../test-support/harness.ts'
import { findOrCreateUser } from './users.ts'
import { checkAccess, createSession, logoutSession, refreshSession } from './tokens.ts'

const CFG = { accessTokenTtlS: 900, maxDevices: 1 }

/** The same database file, closed and opened again, as a server restart does. */
function restartable() {
  const file = join(tempDir('tokens-'), 'app.db')
  let db = openDb(file)
  return {
    get db() {
      return db
    },
    restart() {
      db.close()
      db = openDb(file)
    },
  }
}

describe('ended sessions survive a restart', () => {
  it('tokens copied before logout still fail after the server restarts', () => {
    const s = restartable()
    const { user } = findOrCreateUser(s.db, '959420000009', T0)
    const pair = createSession(s.db, user.id, T0, CFG)
    logoutSession(s.db, { accessToken: pair.accessToken }, T0)
    s.restart()
    expect(checkAccess(s.db, pair.accessToken, T0 + 1).kind).toBe('invalid')
    expect(refreshSession(s.db, pair.refreshToken, T0 + 1, CFG).kind).toBe('invalid')
    s.db.close()
  })

  it('a displaced device still hears 511, and only 511, after the server restarts', () => {
    const s = restartable()
    const { user } = findOrCreateUser(s.db, '959420000009', T0)
    const first = createSession(s.db, user.id, T0, CFG)
    createSession(s.db, user.id, T0 + 1, CFG)
    s.restart()
    expect(checkAccess(s.db, first.accessToken, T0 + 2).kind).toBe('displaced')
    expect(refreshSession(s.db, first.refreshToken, T0 + 2, CFG).kind).toBe('displaced')
    s.db.close()
  })
})
