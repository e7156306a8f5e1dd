import { afterEach, expect, test, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

/** Dexie's debug mode once `./dexie` has run in a production build or not. */
async function debugModeIn(build: 'production' | 'development'): Promise<boolean | string> {
  // The test page's address is localhost, where Dexie starts in debug mode unless told otherwise.
  const { Dexie: library } = await import('dexie')
  library.debug = true
  vi.stubEnv('PROD', build === 'production')
  vi.resetModules()
  const { Dexie } = await import('./dexie')
  return Dexie.debug
}

test('the built app runs Dexie without the debug mode it turns on by itself on localhost', async () => {
  expect(await debugModeIn('production')).toBe(false)
})

test('development keeps Dexie choosing its own mode', async () => {
  expect(await debugModeIn('development')).toBe(true)
})
