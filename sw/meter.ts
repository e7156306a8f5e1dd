/// <reference lib="WebWorker" />
import { recordBytes } from '../src/data/meter/record'
import { observeTransfers } from '../src/data/meter/observe'
import { HEADER_BYTES } from '../src/data/meter/entries'

declare const self: ServiceWorkerGlobalScope

/**
 * What this script cost on the wire. No Resource Timing entry shows a worker's own script, but the
 * HTTP cache holds it (asking costs nothing); the answer is the decoded text, so its size sent is
 * the announced length where there is one, else the text gzipped here (close to the server's br).
 */
async function ownScriptBytes(): Promise<number> {
  const res = await fetch(self.location.href, { cache: 'only-if-cached', mode: 'same-origin' })
  if (!res.ok) return 0
  const length = Number(res.headers.get('content-length'))
  if (Number.isInteger(length) && length > 0) return length + HEADER_BYTES
  if (!res.body || typeof CompressionStream === 'undefined') return 0
  let bytes = 0
  const reader = res.body.pipeThrough(new CompressionStream('gzip')).getReader()
  for (let c = await reader.read(); !c.done; c = await reader.read()) bytes += c.value.byteLength
  return bytes + HEADER_BYTES
}

/**
 * The worker's own fetches (precache, runtime caches, and the network answers it hands the page)
 * never show in the page's Resource Timing as bytes; the worker counts them into the same meter,
 * with its own script (an app update) when it installs. The downloader counts its media itself.
 */
export function setUpMeter(origin: string): void {
  const meter = observeTransfers((c, b, at) => recordBytes(c, b, at), origin, 'worker')
  // Neither waits on the install or the activation: counting must never delay the worker taking over.
  // Both finish long before an idle worker is stopped (the precache alone outlasts the first).
  self.addEventListener(
    'install',
    () =>
      void ownScriptBytes().then(
        (b) => recordBytes('browsing', b),
        () => false,
      ),
  )
  self.addEventListener('activate', () => void meter.flush())
}
