// Hosts are told by user agent, what they lack by feature: a host may gain or lose Web Share between versions.

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
