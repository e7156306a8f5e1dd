/**
 * The in-app browsers viewers arrive in from a shared link, told from their user agent, and what
 * they lack, told by feature: a host app may ship Web Share or lose it between versions.
 */

export type InAppHost = 'facebook' | 'messenger' | 'instagram' | 'viber' | 'telegram' | 'line' | 'webview'

export interface InAppBrowser {
  host: InAppHost
  android: boolean
}

// Most specific first: Messenger carries Facebook's FBAV, and every Android host is also a `; wv)` WebView.
const HOSTS: [InAppHost, RegExp][] = [
  ['messenger', /FBAN\/(?:Messenger|Orca)|FB_IAB\/(?:MESSENGER|Orca-Android)/i],
  ['facebook', /FBAN\/|FBAV\/|FB_IAB\//],
  ['instagram', /\bInstagram\s\d/],
  ['viber', /\bViber\//],
  // Telegram for iOS opens links in Safari's view controller, which names no app: it cannot be told.
  ['telegram', /\bTelegram-Android\//],
  ['line', /\bLine\/\d/],
  ['webview', /;\s?wv\)/],
]

/** The host app whose browser this is, or null for a real browser. */
export function detectInAppBrowser(userAgent: string): InAppBrowser | null {
  const found = HOSTS.find(([, pattern]) => pattern.test(userAgent))
  if (!found) return null
  return { host: found[0], android: /\bAndroid\b/.test(userAgent) }
}

export interface MissingFeatures {
  webShare: boolean
  backgroundFetch: boolean
  installPrompt: boolean
}

/** What this browser does not offer, asked of the browser itself. */
export function missingFeatures(scope: object = globalThis): MissingFeatures {
  const nav = (scope as { navigator?: { share?: unknown } }).navigator
  return {
    webShare: typeof nav?.share !== 'function',
    backgroundFetch: !('BackgroundFetchManager' in scope),
    installPrompt: !('onbeforeinstallprompt' in scope),
  }
}

/**
 * The address that opens the same place in Chrome on Android. Android's intent parser splits at
 * the last `#`, so a fragment of the page's own (a hand-off code) survives before `#Intent`.
 */
export function chromeIntentUrl(url: URL): string {
  const fragment = url.hash.length > 1 ? url.hash : ''
  // The page's own scheme: https in production, http only on a developer's machine.
  const scheme = url.protocol.replace(/:$/, '')
  return `intent://${url.host}${url.pathname}${url.search}${fragment}#Intent;scheme=${scheme};package=com.android.chrome;end`
}
