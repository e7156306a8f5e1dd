import { test as base, expect, type Page } from '@playwright/test'
import { TestServer } from './server.ts'
import { ServerHost } from './server-host-client.ts'

interface Fixtures {
  /** A server that belongs to this test alone, so the test may stop it. */
  server: TestServer
  /** Configuration for that server, e.g. a short media grant: `test.use({ serverEnv: { … } })`. */
  serverEnv: Record<string, string>
}

export const test = base.extend<Fixtures, { serverHost: void }>({
  // The worker's server process (server-host.ts) ends with the worker.
  serverHost: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use()
      await ServerHost.close()
    },
    { scope: 'worker', auto: true },
  ],
  // Teardown runs even when the test fails, so no server outlives its test.
  serverEnv: [{}, { option: true }],
  server: async ({ serverEnv }, use) => {
    const server = await TestServer.hosted(serverEnv)
    try {
      await use(server)
    } finally {
      await server.dispose()
    }
  },
  baseURL: async ({ server }, use) => {
    await use(server.url)
  },
})

/** Waits until the service worker is activated and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(
      // The page may still be on its way back from the operator checker; a destroyed context
      // just means "not yet".
      () =>
        page
          .evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration()
            return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null
          })
          .catch(() => false),
      // A first install precaches the shell and every screen's code after the page settles: on two
      // shared cores that can pass 20 s.
      { timeout: 45_000 },
    )
    .toBe(true)
}

export { expect }

/** Closes the home popup (shown once per popup id) so it does not cover what the test clicks. */
export async function dismissHomePopup(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible({ timeout: 10_000 })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}
