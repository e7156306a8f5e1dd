import { spawnSync } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../tests/e2e/support/server.ts'
import type { Driver } from './driver.ts'
import { inPage } from './page-lib.ts'

/*
 * Whether an engine plays the reference media at all, apart from the app: a bare page on its own
 * little server plays the trailer's 240p rendition as one fragmented MP4 file (the browser's own
 * demuxer, no Media Source) and as HLS through the same hls.js light build the app uses (Media
 * Source), muted and not. When the app's player sits at 0:00 in an engine, this says whether the
 * engine (or the machine's media stack) plays anything. Not part of `npm test`:
 *   node scripts/engines/media-probe.ts [webkit|firefox]
 */

const root = fileURLToPath(new URL('../..', import.meta.url))
const media = join(root, 'server/assets/media/trailer')
const rendition = join(media, '240p')

const PAGE = `<!doctype html><meta charset="utf-8"><title>media probe</title>
<video playsinline width="426" height="240"></video>
<button id="play" type="button" onclick="window.__refused = ''; document.querySelector('video').play().catch((e) => (window.__refused = e.name))">Play</button>`

/** init.mp4 and every segment in playlist order: a fragmented MP4 any MP4 demuxer reads. */
function wholeFile(): Buffer {
  const segments = readdirSync(rendition)
    .filter((f) => f.endsWith('.m4s'))
    .sort()
  return Buffer.concat([readFileSync(join(rendition, 'init.mp4')), ...segments.map((f) => readFileSync(join(rendition, f)))])
}

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
  '.mjs': 'text/javascript',
  '.html': 'text/html',
}

async function serve(): Promise<{ url: string; server: Server }> {
  const whole = wholeFile()
  const hls = readFileSync(join(root, 'node_modules/hls.js/dist/hls.light.mjs'))
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const send = (body: Buffer | string, type: string) => {
      res.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body), 'accept-ranges': 'none' })
      res.end(body)
    }
    try {
      if (path === '/') return send(PAGE, TYPES['.html']!)
      if (path === '/hls.light.mjs') return send(hls, TYPES['.mjs']!)
      if (path === '/whole.mp4') return send(whole, TYPES['.mp4']!)
      // Only the trailer's own files: names without a way out of its directory.
      const m = /^\/media\/((?:[0-9a-z]+\/)?[A-Za-z0-9_]+\.(m3u8|mp4|m4s))$/.exec(path)
      if (m) return send(readFileSync(join(media, m[1]!)), TYPES[`.${m[2]}`]!)
    } catch {
      // A missing file is a 404 like any other.
    }
    res.writeHead(404).end()
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}`, server }
}

interface Probe {
  name: string
  source: 'file' | 'hls'
  muted: boolean
  /** How play is asked: by the page's script (autoplay) or by a click through the browser's input. */
  start: 'script' | 'click'
}

const PROBES: Probe[] = [
  { name: 'fMP4 file, muted, autoplay', source: 'file', muted: true, start: 'script' },
  { name: 'fMP4 file, sound, autoplay', source: 'file', muted: false, start: 'script' },
  { name: 'fMP4 file, sound, clicked', source: 'file', muted: false, start: 'click' },
  { name: 'hls.js (MSE), muted, autoplay', source: 'hls', muted: true, start: 'script' },
  { name: 'hls.js (MSE), sound, autoplay', source: 'hls', muted: false, start: 'script' },
  { name: 'hls.js (MSE), sound, clicked', source: 'hls', muted: false, start: 'click' },
]

type Seen = Record<string, string | number | boolean>

/** In the page: a fresh video element on the probe's source; play is asked for only when `start` is 'script'. */
const prepare = inPage(async (probe: Probe) => {
  const w = window as unknown as { __events: string[]; __hlsError: string; __refused: string }
  const old = document.querySelector('video')!
  const video = old.cloneNode() as HTMLVideoElement
  old.replaceWith(video)
  video.muted = probe.muted
  w.__events = []
  w.__hlsError = ''
  w.__refused = ''
  // The element replaced says 'pause' as it leaves: only this one's events are kept.
  for (const type of ['loadedmetadata', 'canplay', 'playing', 'waiting', 'stalled', 'error', 'pause'])
    video.addEventListener(type, () => video.isConnected && w.__events.push(`${type}@${video.currentTime.toFixed(1)}`))
  if (probe.source === 'file') video.src = '/whole.mp4'
  else {
    // The module is the server's, not this script's: its type is the hls.js package's.
    const { default: Hls } = (await import('/hls.light.mjs' as string)) as typeof import('hls.js')
    const hls = new Hls({ enableWorker: false })
    hls.on(
      Hls.Events.ERROR,
      (_e: unknown, d: { details: string; fatal: boolean }) => (w.__hlsError += `${d.details}${d.fatal ? ' (fatal)' : ''}; `),
    )
    hls.loadSource('/media/240p/index.m3u8')
    hls.attachMedia(video)
  }
  if (probe.start === 'script') await video.play().catch((e: Error) => (w.__refused = e.name))
})

/** In the page: waits up to 12 s for 3 s of playback and says how far it got and why not further. */
const measure = inPage(async (_: null, l) => {
  const w = window as unknown as { __events: string[]; __hlsError: string; __refused: string }
  const video = document.querySelector('video')!
  const end = Date.now() + 12_000
  while (Date.now() < end && video.currentTime < 3) await l.sleep(200)
  return {
    played: Number(video.currentTime.toFixed(2)),
    readyState: video.readyState,
    paused: video.paused,
    error: video.error ? `${video.error.code} ${video.error.message}` : '',
    refused: w.__refused,
    hlsError: w.__hlsError,
    events: w.__events.slice(0, 12).join(' '),
  }
})

async function open(engine: string): Promise<Driver> {
  if (engine === 'firefox') return (await import('./firefox.ts')).firefox()
  return (await import('./webkit.ts')).webkit()
}

async function probeIn(engine: string): Promise<string[]> {
  const { url, server } = await serve()
  const driver = await open(engine)
  const lines: string[] = []
  try {
    await driver.goto(url)
    const support = await driver.run<Record<string, string | boolean>>(
      inPage(() => ({
        mse: typeof MediaSource === 'function' && MediaSource.isTypeSupported('video/mp4; codecs="avc1.4d4015,mp4a.40.2"'),
        mp4: document.createElement('video').canPlayType('video/mp4; codecs="avc1.4d4015,mp4a.40.2"'),
        hls: document.createElement('video').canPlayType('application/vnd.apple.mpegurl'),
      })),
    )
    lines.push(`${driver.engine} ${driver.version}: ${JSON.stringify(support)}`)
    lines.push(
      '| Probe | Played (s) | readyState | Paused | Error | play() | hls.js | Events |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    )
    for (const probe of PROBES) {
      await driver.run(prepare, probe)
      if (probe.start === 'click') await driver.click('#play')
      const r = await driver.run<Seen>(measure)
      lines.push(
        `| ${probe.name} | ${r.played} | ${r.readyState} | ${r.paused} | ${r.error} | ${r.refused} | ${r.hlsError} | ${r.events} |`,
      )
    }
  } finally {
    await driver.close().catch(() => undefined)
    server.close()
  }
  return lines
}

const engine = process.argv.find((a) => a === 'webkit' || a === 'firefox') ?? 'webkit'
if (engine === 'webkit' && !process.env.DISPLAY) {
  // WebKitGTK needs a display: run this same script under xvfb-run.
  const child = spawnSync('xvfb-run', ['-a', process.execPath, fileURLToPath(import.meta.url), engine], { stdio: 'inherit' })
  process.exit(child.status ?? 1)
}
console.log((await probeIn(engine)).join('\n'))
process.exit(0)
