// The CPU cost of playing a download's ciphertext: one minute of a stored rendition decrypted in the
// page with WebCrypto AES-128-CBC, the way hls.js does it (one whole file at a time, the key imported
// once), with the renderer's main thread slowed to the calibrated phone (CDP
// Emulation.setCPUThrottlingRate). Chromium runs WebCrypto's cipher on a pool thread, which the
// throttling does not slow. The throttling stretches the main thread's tasks, not its CPU time: the
// phone's figure is the main thread's busy time under throttling (CDP Performance TaskDuration);
// the host's own main-thread CPU time (ThreadTime) and the renderer's whole process time
// (ProcessTime, the cipher's pool thread included) are given beside it.
import type { CDPSession, Page } from '@playwright/test'
import { median } from './stats.ts'

export interface DecryptCost {
  /** Seconds of video decrypted per run (whole segments, so a little over a minute). */
  videoSeconds: number
  bytes: number
  /** Per minute of video, medians over the runs. */
  mainThreadBusyMsPerMin: number
  mainThreadMsPerMin: number
  processMsPerMin: number
  wallMsPerMin: number
  runs: number
}

interface PageRun {
  seconds: number
  bytes: number
  wallMs: number
  /** Whether the first init segment decrypted to an MP4 box (`ftyp`): the key and IVs are right. */
  plainIsMp4: boolean
}

interface Prepared {
  raw: Uint8Array<ArrayBuffer>
  ivs: Array<Uint8Array<ArrayBuffer>>
  bodies: ArrayBuffer[]
  seconds: number
}

/**
 * Reads the first `seconds` of the stored rendition, its IVs and its key into the page (kept on
 * `window.__decrypt`), outside the measured span: the cost measured is the decryption's alone.
 */
function prepareInPage({ episodeId, quality, seconds }: { episodeId: number; quality: string; seconds: number }): Promise<void> {
  const readKey = () =>
    new Promise<string>((resolve, reject) => {
      const req = indexedDB.open('yoke-shin-downloads')
      req.onerror = () => reject(req.error ?? new Error('open failed'))
      req.onsuccess = () => {
        const get = req.result.transaction('keys').objectStore('keys').get(episodeId)
        get.onsuccess = () => {
          req.result.close()
          const row = get.result as { key?: string } | undefined
          if (row?.key) resolve(row.key)
          else reject(new Error(`no key for ${episodeId}`))
        }
        get.onerror = () => reject(get.error ?? new Error('read failed'))
      }
    })
  const hex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (b) => parseInt(b, 16))
  const seqIv = (n: number) => {
    const iv = new Uint8Array(16)
    new DataView(iv.buffer).setUint32(12, n)
    return iv
  }
  return (async () => {
    const cache = await caches.open('downloads-v1')
    const dir = `/__downloads/${episodeId}/${quality}/`
    const text = await (await cache.match(`${dir}index.m3u8`))?.text()
    if (!text) throw new Error('no stored playlist')
    const b64 = await readKey()
    const raw = Uint8Array.from(atob(b64.replace(/-/g, '+').replace(/_/g, '/') + '=='), (c) => c.charCodeAt(0))
    // The playlist's files with their IVs (RFC 8216: explicit, else the media sequence number).
    const files: Array<{ uri: string; iv: Uint8Array<ArrayBuffer>; dur: number }> = []
    let seq = 0
    let explicit: Uint8Array<ArrayBuffer> | null = null
    let dur = 0
    let total = 0
    for (const line of text.split('\n').map((l) => l.trim())) {
      if (total >= seconds) break
      if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) seq = Number(line.slice(22))
      else if (line.startsWith('#EXT-X-KEY:')) {
        const iv = /IV=0x([0-9a-fA-F]{32})/.exec(line)?.[1]
        explicit = iv ? hex(iv) : null
      } else if (line.startsWith('#EXT-X-MAP:')) {
        const uri = /URI="([^"]+)"/.exec(line)?.[1]
        if (uri) files.push({ uri, iv: explicit ?? seqIv(seq), dur: 0 })
      } else if (line.startsWith('#EXTINF:')) dur = parseFloat(line.slice(8))
      else if (line && !line.startsWith('#')) {
        files.push({ uri: line, iv: explicit ?? seqIv(seq), dur })
        total += dur
        seq++
      }
    }
    const bodies = await Promise.all(files.map(async (f) => (await (await cache.match(dir + f.uri))?.arrayBuffer()) ?? new ArrayBuffer(0)))
    const prepared: Prepared = { raw, ivs: files.map((f) => f.iv), bodies, seconds: total }
    ;(window as unknown as { __decrypt?: Prepared }).__decrypt = prepared
  })()
}

/** Decrypts what `prepareInPage` read, one whole file at a time as hls.js does; runs in the page. */
async function decryptInPage(): Promise<PageRun> {
  const p = (window as unknown as { __decrypt?: Prepared }).__decrypt
  if (!p) throw new Error('nothing prepared')
  const started = performance.now()
  const key = await crypto.subtle.importKey('raw', p.raw, 'AES-CBC', false, ['decrypt'])
  let plainIsMp4 = false
  for (let i = 0; i < p.bodies.length; i++) {
    const plain = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-CBC', iv: p.ivs[i]! }, key, p.bodies[i]!))
    if (i === 0) plainIsMp4 = String.fromCharCode(...plain.slice(4, 8)) === 'ftyp'
  }
  return { seconds: p.seconds, bytes: p.bodies.reduce((n, b) => n + b.byteLength, 0), wallMs: performance.now() - started, plainIsMp4 }
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> }
  return Object.fromEntries(list.map((m) => [m.name, m.value]))
}

/** Decrypts one minute of the stored rendition `runs` times at CPU slowdown `rate`. */
export async function decryptionCost(
  page: Page,
  cdp: CDPSession,
  episodeId: number,
  quality: string,
  rate: number,
  runs = 5,
): Promise<DecryptCost> {
  await cdp.send('Performance.enable')
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  const busy: number[] = []
  const main: number[] = []
  const process: number[] = []
  const wall: number[] = []
  let last: PageRun | null = null
  try {
    await page.evaluate(prepareInPage, { episodeId, quality, seconds: 60 })
    for (let i = 0; i < runs; i++) {
      const before = await metrics(cdp)
      last = await page.evaluate(decryptInPage)
      const after = await metrics(cdp)
      if (!last.plainIsMp4) throw new Error('the stored init segment did not decrypt to MP4: wrong key or IV')
      const perMin = 60 / last.seconds
      busy.push(((after.TaskDuration ?? 0) - (before.TaskDuration ?? 0)) * 1000 * perMin)
      main.push(((after.ThreadTime ?? 0) - (before.ThreadTime ?? 0)) * 1000 * perMin)
      process.push(((after.ProcessTime ?? 0) - (before.ProcessTime ?? 0)) * 1000 * perMin)
      wall.push(last.wallMs * perMin)
    }
  } finally {
    await page.evaluate(() => delete (window as unknown as { __decrypt?: unknown }).__decrypt)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await cdp.send('Performance.disable')
  }
  const r = (x: number) => Math.round(x * 10) / 10
  return {
    videoSeconds: last?.seconds ?? 0,
    bytes: last?.bytes ?? 0,
    mainThreadBusyMsPerMin: r(median(busy)),
    mainThreadMsPerMin: r(median(main)),
    processMsPerMin: r(median(process)),
    wallMsPerMin: r(median(wall)),
    runs,
  }
}
