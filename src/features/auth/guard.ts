import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { readCurrentUser } from '../../data/session-store'
import type { RouterContext } from '../../router'
import { heTokenStore } from './he-token-store'

export interface GuardOptions {
  /** Pages that an HE user (holding an HE token) may open without an OTP login. */
  allowHe?: boolean
}

/** Spec section 2's guard (a route `beforeLoad`): no user (nor HE token where allowed) goes to phone login and back. */
export function requireUser(opts: GuardOptions = {}) {
  return async ({ context, location }: { context: RouterContext; location: ParsedLocation }): Promise<void> => {
    const user = await readCurrentUser(context.services.db)
    if (user) return
    if (opts.allowHe && heTokenStore.get()) return
    throw redirect({ to: '/login-phone', search: { redirectRoute: location.href }, replace: true })
  }
}
