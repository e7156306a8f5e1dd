import { afterEach, expect, test, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

test('the built app runs Dexie without the debug mode it turns on by itself on localhost', async () => {
  // The test page's address is localhost, where Dexie starts in debug mode unless told otherwise.
  const { Dexie: fresh } = await import('dexie')
  fresh.debug = true
  vi.stubEnv('PROD', true)
  vi.resetModules()
  const { Dexie } = await import('./dexie')
  expect(Dexie.debug).toBe(false)
})

test('development keeps Dexie choosing its own mode', async () => {
  const { Dexie: fresh } = await import('dexie')
  fresh.debug = true
  vi.stubEnv('PROD', false)
  vi.resetModules()
  const { Dexie } = await import('./dexie')
  expect(Dexie.debug).toBe(true)
})
