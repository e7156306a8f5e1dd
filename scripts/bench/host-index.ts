// The host's rating, taken in a settled browser. Lighthouse rates its host
// (`environment.benchmarkIndex`) as each run starts, while Chromium is still starting: its browser
// process, its network service and its first tasks share the host's cores with the probe. On our
// two-core machines that took 10 to 40 % off the rating and moved it from probe to probe (1603 to
// 2770 within minutes), so the slowdown chosen for the same phone on the same machine ranged from
// 4.3 to 7.1×, and each full run simulated a different phone. The calibration runs the same probe
// function, Lighthouse's own, in a blank page of the same browser once it has finished starting.
import * as chromeLauncher from 'chrome-launcher'
import { chromium } from '@playwright/test'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { PROBES } from './calibrate.ts'
import { CHROME_FLAGS, chromePath } from './lighthouse.ts'

/** Lighthouse's probe, as a page evaluates it: about a second of string building and array copying. */
export const PROBE_SOURCE = `(${pageFunctions.computeBenchmarkIndex.toString()})()`

/** How long a freshly launched browser is left to finish starting before the first probe. */
export const SETTLE_MS = 2000

export interface ProbePage {
  evaluate(source: string): Promise<unknown>
  wait(ms: number): Promise<void>
}

/** `probes` ratings from one page, the first once the browser has had `settleMs` to start. */
export async function probeSettled(page: ProbePage, probes = PROBES, settleMs = SETTLE_MS): Promise<number[]> {
  await page.wait(settleMs)
  const found: number[] = []
  for (let i = 0; i < probes; i++) {
    const value = await page.evaluate(PROBE_SOURCE)
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new Error(`the benchmark probe gave no usable index: ${String(value)}`)
    }
    found.push(value)
  }
  return found
}

/** The host's benchmark index, `probes` times, in a settled Chromium launched as Lighthouse's runs are. */
export async function hostBenchmarkIndex(probes = PROBES): Promise<number[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS })
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    try {
      const context = browser.contexts()[0] ?? (await browser.newContext())
      const page = context.pages()[0] ?? (await context.newPage())
      return await probeSettled({ evaluate: (source) => page.evaluate(source), wait: (ms) => page.waitForTimeout(ms) }, probes)
    } finally {
      await browser.close()
    }
  } finally {
    chrome.kill()
  }
}
