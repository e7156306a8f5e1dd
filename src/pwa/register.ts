import { Workbox } from 'workbox-window'
import { handOverEarlyImages } from './hand-over-images'
import { whenPageQuiet } from './when-quiet'

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
    void wb.register()
    handOverEarlyImages().catch(() => undefined)
  })
  return wb
}
