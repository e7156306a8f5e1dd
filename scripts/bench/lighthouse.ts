// Lighthouse 13, mobile preset with simulated throttling, in Debian's Chromium.
import lighthouse, { type Artifacts, type Config, type Flags, type TraceEvent } from 'lighthouse'
import { Runner } from 'lighthouse/core/runner.js'
import { initializeConfig } from 'lighthouse/core/config/config.js'
import * as chromeLauncher from 'chrome-launcher'
import { atThreadTime } from './cpu-time.ts'
import { median } from './stats.ts'
import { PROBES } from './calibrate.ts'

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
  /** Lighthouse's rating of the host's CPU during this run (environment.benchmarkIndex). */
  benchmarkIndex: number
  /** TBT from the same trace with each of the page's main-thread tasks at its thread time (cpu-time.ts). */
  tbtCpuMs: number
  /** The page's main thread: thread time over wall time across its tasks. */
  mainThreadCpuShare: number
}

/** Each figure's median, and its lowest and highest value over the runs. */
export interface LighthouseRuns {
  median: LighthouseFigures
  min: LighthouseFigures
  max: LighthouseFigures
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

// Lighthouse's own DevTools adjustment factors for its presets (lantern simulation constants).
const RTT_FACTOR = 3.75
const THROUGHPUT_FACTOR = 0.9

function configFor(profile: ProfileName, cpuSlowdownMultiplier: number): Config {
  const { rttMs, throughputKbps } = PROFILES[profile]
  return {
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
        cpuSlowdownMultiplier,
      },
    },
  }
}

const FLAGS: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] }

/** Lighthouse's TBT, audited again from the run's own artifacts with the main thread at its thread time. */
async function tbtAtThreadTime(artifacts: Artifacts, config: Config): Promise<{ tbtMs: number; share: number }> {
  const shortened = atThreadTime(artifacts.Trace.traceEvents)
  if (!shortened) return { tbtMs: Number.NaN, share: Number.NaN }
  const { resolvedConfig } = await initializeConfig('navigation', structuredClone(config), { onlyCategories: FLAGS.onlyCategories })
  const again = await Runner.audit(
    { ...artifacts, Trace: { ...artifacts.Trace, traceEvents: shortened.events as TraceEvent[] }, Timing: [] },
    { resolvedConfig, computedCache: new Map() },
  )
  return { tbtMs: again?.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN, share: shortened.cpuShare }
}

async function runOnce(url: string, profile: ProfileName, cpuSlowdownMultiplier: number): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    const config = configFor(profile, cpuSlowdownMultiplier)
    const result = await lighthouse(url, { port: chrome.port, ...FLAGS }, structuredClone(config))
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`)
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)
    const cpu = await tbtAtThreadTime(result.artifacts, config)
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
      benchmarkIndex: lhr.environment.benchmarkIndex,
      tbtCpuMs: cpu.tbtMs,
      mainThreadCpuShare: cpu.share,
    }
  } finally {
    chrome.kill()
  }
}

/** `runs` runs at the given CPU slowdown: each figure's median and spread. */
export async function lighthouseRuns(url: string, profile: ProfileName, cpuSlowdownMultiplier: number, runs = 3): Promise<LighthouseRuns> {
  const all: LighthouseFigures[] = []
  for (let i = 0; i < runs; i++) all.push(await runOnce(url, profile, cpuSlowdownMultiplier))
  const keys = Object.keys(all[0]!) as Array<keyof LighthouseFigures>
  const per = (pick: (values: number[]) => number) =>
    Object.fromEntries(keys.map((k) => [k, pick(all.map((r) => r[k]))])) as unknown as LighthouseFigures
  return { median: per(median), min: per((v) => Math.min(...v)), max: per((v) => Math.max(...v)) }
}

/**
 * The host's benchmark index: the median of PROBES short Lighthouse runs on `url`, unthrottled and
 * with one cheap audit, since the index is taken before the page loads and the rest is waste.
 */
export async function hostBenchmarkIndex(url: string, probes = PROBES): Promise<number[]> {
  const found: number[] = []
  for (let i = 0; i < probes; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['first-contentful-paint'] },
        {
          extends: 'lighthouse:default',
          settings: {
            formFactor: 'mobile',
            throttlingMethod: 'provided',
            screenEmulation: { mobile: true, width: 360, height: 640, deviceScaleFactor: 2, disabled: false },
          },
        },
      )
      const index = result?.lhr.environment.benchmarkIndex
      if (typeof index !== 'number' || !(index > 0)) throw new Error('Lighthouse gave no benchmark index')
      found.push(index)
    } finally {
      chrome.kill()
    }
  }
  return found
}
