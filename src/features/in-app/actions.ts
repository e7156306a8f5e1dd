import type { Failure } from '../../api/failures'
import type { Result } from '../../api/result'
import type { AuthResult } from '../../api/schemas/account'
import type { HandoffIssued, HandoffOwner } from '../../api/schemas/handoff'
import { handoffApi } from '../../api/endpoints/handoff'
import type { AppServices } from '../../data'
import { chromeIntentUrl } from '../../lib/in-app-browser'
import { completeLogin } from '../auth/actions'

/** Writes of the in-app browser line and the hand-off page. */

export type OpenOutcome = { kind: 'opening' } | { kind: 'copied' } | { kind: 'copy-refused'; url: string }

export interface OpenResult {
  outcome: OpenOutcome
  /** The login travels in the link (a hand-off code), or why it could not. */
  login: 'carried' | 'logged-out' | Failure
}

export interface OpenDeps {
  issueHandoff: () => Promise<Result<HandoffIssued>>
  loggedIn: boolean
  android: boolean
  here?: URL
  assign?: (url: string) => void
  clipboard?: Pick<Clipboard, 'writeText'> | undefined
}

/** The address the other browser opens: this place, and the viewer's login in its fragment. */
export function handoffUrl(here: URL, code: string): string {
  const to = `${here.pathname}${here.search}`
  return `${here.origin}/handoff?to=${encodeURIComponent(to)}#code=${code}`
}

/**
 * Opens this place in Chrome (an intent address on Android) or copies its link elsewhere. A
 * logged-in viewer's link carries a hand-off code; without one it is the plain address.
 */
export async function openInChrome(deps: OpenDeps): Promise<OpenResult> {
  const here = deps.here ?? new URL(location.href)
  here.hash = ''
  let url = here.href
  let login: OpenResult['login'] = 'logged-out'
  if (deps.loggedIn) {
    const issued = await deps.issueHandoff()
    if (issued.ok) {
      url = handoffUrl(here, issued.value.code)
      login = 'carried'
    } else {
      login = issued.failure
    }
  }
  if (deps.android) {
    const assign = deps.assign ?? ((u: string) => location.assign(u))
    assign(chromeIntentUrl(new URL(url)))
    return { outcome: { kind: 'opening' }, login }
  }
  try {
    const clipboard = 'clipboard' in deps ? deps.clipboard : navigator.clipboard
    if (typeof clipboard?.writeText !== 'function') throw new Error('no clipboard')
    await clipboard.writeText(url)
    return { outcome: { kind: 'copied' }, login }
  } catch {
    return { outcome: { kind: 'copy-refused', url }, login }
  }
}

export function issueHandoff(services: Pick<AppServices, 'api'>): Promise<Result<HandoffIssued>> {
  return handoffApi(services.api).issueHandoff()
}

export function peekHandoff(services: Pick<AppServices, 'api'>, code: string): Promise<Result<HandoffOwner>> {
  return handoffApi(services.api).peekHandoff(code)
}

/** Spends the code and stores the new session, as any login does. */
export async function redeemHandoff(services: AppServices, code: string): Promise<Result<AuthResult>> {
  const answer = await handoffApi(services.api).redeemHandoff(code)
  if (!answer.ok) return answer
  return completeLogin(services, answer.value)
}
