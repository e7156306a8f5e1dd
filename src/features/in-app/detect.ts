import { detectInAppBrowser, missingFeatures, type InAppBrowser, type MissingFeatures } from '../../lib/in-app-browser'

export interface InAppHere extends InAppBrowser {
  missing: MissingFeatures
}

let cached: InAppHere | null | undefined

/** This page's in-app browser, if it runs in one; asked once, the answer cannot change in a visit. */
export function inAppHere(): InAppHere | null {
  if (cached !== undefined) return cached
  const found = typeof navigator === 'undefined' ? null : detectInAppBrowser(navigator.userAgent)
  cached = found ? { ...found, missing: missingFeatures(globalThis) } : null
  return cached
}
