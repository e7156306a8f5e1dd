import type { Http } from '../http'
import { endpointsFor } from './endpoints-for'
import { AuthResultSchema } from '../schemas/account'
import { HandoffIssuedSchema, HandoffOwnerSchema } from '../schemas/handoff'

/**
 * The login hand-off between two browsers on one phone. Not part of createApi: only the in-app
 * browser line and the /handoff page use it, and each loads later than start-up.
 */
function handoffEndpoints(http: Http) {
  return {
    /** A one-time code (2 minutes) that carries this login into another browser. */
    issueHandoff: () => http.request({ method: 'POST', path: '/v1/auth/handoff', body: {}, schema: HandoffIssuedSchema }),
    /** Whose login a code carries, without spending it. */
    peekHandoff: (code: string) =>
      http.request({ method: 'POST', path: '/v1/auth/handoff/peek', body: { code }, schema: HandoffOwnerSchema, skipAuth: true }),
    /** Spends the code for a session of this browser's own. */
    redeemHandoff: (code: string) =>
      http.request({ method: 'POST', path: '/v1/auth/handoff/redeem', body: { code }, schema: AuthResultSchema, skipAuth: true }),
  }
}

export type HandoffApi = ReturnType<typeof handoffEndpoints>

/** The hand-off calls over a context's client (its token refresh and reachability included). */
export const handoffApi = endpointsFor(handoffEndpoints)
