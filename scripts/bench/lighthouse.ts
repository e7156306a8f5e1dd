// Lighthouse 13, mobile preset with simulated throttling, in Debian's Chromium.
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { median } from './stats.ts'

export const PROFILES = {
  'slow 4G': { rttMs: 150, throughputKbps: 1.6 * 1024 },
  'regular 3G': { rttMs: 300, throughputKbps: 700 },
} as const
export type ProfileName = keyof typeof PROFILES

export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  totalBytes: number
}

// Lighthouse's own DevTools adjustment factors for its presets (lantern simulation constants).
const RTT_FACTOR = 3.75
const THROUGHPUT_FACTOR = 0.9

async function runOnce(url: string, profile: ProfileName): Promise<LighthouseFigures> {
  const { rttMs, throughputKbps } = PROFILES[profile]
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] },
      {
        extends: 'lighthouse:default',
        settings: {
          formFactor: 'mobile',
          throttlingMethod: 'simulate',
          throttling: {
            rttMs,
            throughputKbps,
            requestLatencyMs: rttMs * RTT_FACTOR,
            downloadThroughputKbps: throughputKbps * THROUGHPUT_FACTOR,
            uploadThroughputKbps: Math.min(throughputKbps, 750) * THROUGHPUT_FACTOR,
            cpuSlowdownMultiplier: 4,
          },
        },
      },
    )
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`)
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
      totalBytes: audit('total-byte-weight'),
    }
  } finally {
    chrome.kill()
  }
}

/** The median of `runs` runs, figure by figure. */
export async function lighthouseMedian(url: string, profile: ProfileName, runs = 3): Promise<LighthouseFigures> {
  const all: LighthouseFigures[] = []
  for (let i = 0; i < runs; i++) all.push(await runOnce(url, profile))
  const keys = Object.keys(all[0]!) as Array<keyof LighthouseFigures>
  return Object.fromEntries(keys.map((k) => [k, median(all.map((r) => r[k]))])) as unknown as LighthouseFigures
}
