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
  // Files run side by side, each test on its own server and data directory: much of the suite waits
  // on media, timers and a stopped server rather than the CPU, so two at once take 11 minutes where
  // one took 14. Tests within a file stay in order.
  fullyParallel: false,
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
