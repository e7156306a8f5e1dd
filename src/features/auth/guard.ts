import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { readCurrentUser } from '../../data/session-store'
import type { RouterContext } from '../../router'
import { heTokenStore } from './he-token-store'

export interface GuardOptions {
  /** Pages that an HE user (holding an HE token) may open without an OTP login. */
  allowHe?: boolean
}

/**
 * Spec section 2's guard, as a route `beforeLoad`: without a known user id (or an HE token on pages
 * that allow HE users), the page is replaced by phone login, which comes back here afterwards.
 */
export function requireUser(opts: GuardOptions = {}) {
  return async ({ context, location }: { context: RouterContext; location: ParsedLocation }): Promise<void> => {
    const user = await readCurrentUser(context.services.db)
    if (user) return
    if (opts.allowHe && heTokenStore.get()) return
    throw redirect({ to: '/login-phone', search: { redirectRoute: location.href }, replace: true })
  }
}
