import { Workbox } from 'workbox-window'
import { handOverEarlyImages } from './hand-over-images'
import { whenPageQuiet } from './when-quiet'
import { SAVER_MESSAGE, writeSaverFlag, type SaverMessage } from '../lib/saver-flag'
import { connectionHints, currentDataSaver, dataSaverOn, subscribeDataSaver } from '../lib/data-saver'

export type UpdateListener = (applyUpdate: () => void) => void

let onUpdate: UpdateListener | null = null

/** Lets the UI offer "new version available"; the update never takes over an open tab by itself. */
export function setUpdateListener(listener: UpdateListener | null): void {
  onUpdate = listener
}

export function registerServiceWorker(): Workbox | null {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return null
  const wb = new Workbox('/sw.js', { scope: '/' })
  wb.addEventListener('waiting', () => {
    onUpdate?.(() => {
      wb.addEventListener('controlling', () => window.location.reload())
      wb.messageSkipWaiting()
    })
  })
  // A first visit's worker fetches the whole shell for offline use, about 80 files and a megabyte
  // and more, and compiles its own script: on a slow link and a low-cost phone's CPU that competes
  // with the screen's own images, answers and late parts. It waits until the page has settled.
  whenPageQuiet(() => {
    // The worker's install reads the data saver's flag: written first.
    void noteDataSaver()
      .catch(() => undefined)
      .then(() => wb.register())
    handOverEarlyImages().catch(() => undefined)
  })
  subscribeDataSaver(() => {
    void noteDataSaver().catch(() => undefined)
  })
  return wb
}

/** Tells the worker whether the data saver is on (sw/lean-precache.ts): the flag, and the active worker. */
async function noteDataSaver(): Promise<void> {
  const on = dataSaverOn(connectionHints(), currentDataSaver())
  await writeSaverFlag(caches, on)
  navigator.serviceWorker.controller?.postMessage({ type: SAVER_MESSAGE, on } satisfies SaverMessage)
}
