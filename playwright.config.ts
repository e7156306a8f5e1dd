import { defineConfig } from '@playwright/test'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // Keeps Chromium from reaching for hosts that a closed network refuses.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Tests run side by side, each on its own server and data directory and in a fresh context, so none
  // sees another's state: spreading single tests rather than whole files keeps both workers busy to the end.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    headless: true,
    locale: 'my-MM',
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    // Recording a trace (a screencast and DOM snapshots of every step) costs each test its share of the
    // two cores: a failure's retry records it, and `--trace on` records it at will.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
})
