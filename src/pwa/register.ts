import { Workbox } from 'workbox-window'
import { handOverEarlyImages } from './hand-over-images'

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
  void wb.register()
  handOverEarlyImages().catch(() => undefined)
  return wb
}
