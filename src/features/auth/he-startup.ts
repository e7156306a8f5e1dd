import { HE_TOKEN_KEY } from '../../data/he-token'

export { HE_TOKEN_KEY }
/** sessionStorage key: a check already ran in this browsing session. */
export const HE_CHECKED_KEY = 'HE_CHECK_STARTED'
/** sessionStorage key: the one-time state sent with the check, which must come back with its token. */
export const HE_STATE_KEY = 'HE_CHECK_STATE'
/** The checker must bring the viewer back within this time, or the app opens without it. */
export const HE_CHECK_TIMEOUT_MS = 5000
/** What the checker adds to the address; all of it leaves the address before anything reads it. */
const ANSWER_PARAMS = ['checked', 'token', 'state']

export interface StartupEnv {
  location: Pick<Location, 'href'>
  history: Pick<History, 'replaceState' | 'state'>
  localStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  online: boolean
  checkerUrl: string
  now: () => number
  /** An unguessable one-time value (the page's crypto). */
  newState: () => string
}

/** `heArrived`: the checker this launch asked has just handed over a token. */
export type StartupDecision = { kind: 'render'; heArrived: boolean } | { kind: 'redirect'; url: string }

function tryStorage(action: () => void): void {
  try {
    action()
  } catch {
    // Storage can be unavailable (private modes, quota); the check must never block start-up.
  }
}

/** 128 random bits as hex: URL-safe, and within what the checker passes back. */
export function randomState(crypto: Pick<Crypto, 'getRandomValues'>): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The start-up HE check. Back from the checker, it strips the answer from the address and keeps the token only when its
 * `state` is this session's (login CSRF, design.md deviation 5); else it redirects to the checker, online and once per session.
 */
export function runHeStartupCheck(env: StartupEnv): StartupDecision {
  const url = new URL(env.location.href)
  if (url.searchParams.has('checked')) {
    const token = url.searchParams.get('token')
    const state = url.searchParams.get('state')
    for (const name of ANSWER_PARAMS) url.searchParams.delete(name)
    env.history.replaceState(env.history.state, '', `${url.pathname}${url.search}${url.hash}`)
    let expected: string | null = null
    tryStorage(() => {
      expected = env.sessionStorage.getItem(HE_STATE_KEY)
      env.sessionStorage.removeItem(HE_STATE_KEY)
    })
    const heArrived = Boolean(token && state && state === expected)
    if (heArrived) tryStorage(() => env.localStorage.setItem(HE_TOKEN_KEY, token as string))
    return { kind: 'render', heArrived }
  }

  let alreadyChecked = true
  tryStorage(() => {
    alreadyChecked = env.sessionStorage.getItem(HE_CHECKED_KEY) !== null
  })
  if (!env.online || alreadyChecked) return { kind: 'render', heArrived: false }

  const state = env.newState()
  tryStorage(() => env.sessionStorage.setItem(HE_CHECKED_KEY, String(env.now())))
  tryStorage(() => env.sessionStorage.setItem(HE_STATE_KEY, state))
  tryStorage(() => env.localStorage.removeItem(HE_TOKEN_KEY))
  const checker = new URL(env.checkerUrl, url.origin)
  // A checker on this site gets the path alone; an operator's checker elsewhere needs the origin.
  checker.searchParams.set('redirect', checker.origin === url.origin ? `${url.pathname}${url.search}${url.hash}` : url.href)
  checker.searchParams.set('state', state)
  return { kind: 'redirect', url: checker.href }
}
