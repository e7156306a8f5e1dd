import { HE_TOKEN_KEY } from '../../data/he-token'

export { HE_TOKEN_KEY }
/** sessionStorage key: a check already ran in this browsing session. */
export const HE_CHECKED_KEY = 'HE_CHECK_STARTED'
/** The checker must bring the viewer back within this time, or the app opens without it. */
export const HE_CHECK_TIMEOUT_MS = 5000

export interface StartupEnv {
  location: Pick<Location, 'href'>
  history: Pick<History, 'replaceState' | 'state'>
  localStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>
  online: boolean
  checkerUrl: string
  now: () => number
}

export type StartupDecision = { kind: 'render' } | { kind: 'redirect'; url: string }

function tryStorage(action: () => void): void {
  try {
    action()
  } catch {
    // Storage can be unavailable (private modes, quota); the check must never block start-up.
  }
}

/**
 * The start-up header-enrichment check. Returning from the checker (`checked` in the address),
 * it keeps the token and strips both parameters before anything else reads the address.
 * Otherwise it sends the viewer to the checker, but only when online and once per browsing
 * session: an offline launch, or a checker that never answered, goes straight to the cached app.
 */
export function runHeStartupCheck(env: StartupEnv): StartupDecision {
  const url = new URL(env.location.href)
  if (url.searchParams.has('checked')) {
    const token = url.searchParams.get('token')
    if (token) tryStorage(() => env.localStorage.setItem(HE_TOKEN_KEY, token))
    url.searchParams.delete('checked')
    url.searchParams.delete('token')
    env.history.replaceState(env.history.state, '', `${url.pathname}${url.search}${url.hash}`)
    return { kind: 'render' }
  }

  let alreadyChecked = true
  tryStorage(() => {
    alreadyChecked = env.sessionStorage.getItem(HE_CHECKED_KEY) !== null
  })
  if (!env.online || alreadyChecked) return { kind: 'render' }

  tryStorage(() => env.sessionStorage.setItem(HE_CHECKED_KEY, String(env.now())))
  tryStorage(() => env.localStorage.removeItem(HE_TOKEN_KEY))
  const checker = new URL(env.checkerUrl, url.origin)
  checker.searchParams.set('redirect', url.href)
  return { kind: 'redirect', url: checker.href }
}

/** True when the operator checker has just handed this page a token (read before it is stripped). */
export function heTokenArrived(href: string): boolean {
  try {
    const url = new URL(href)
    return url.searchParams.has('checked') && Boolean(url.searchParams.get('token'))
  } catch {
    return false
  }
}
