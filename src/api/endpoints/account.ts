import type { Http } from '../http'
import { SuccessMessageSchema } from '../schemas/common'
import { ProfileSchema, RedeemSchema, SubscriptionSchema } from '../schemas/account'

export type BillingProvider = 'atom' | 'mpt' | 'ooredoo'

export function accountEndpoints(http: Http) {
  return {
    getProfile: () => http.request({ method: 'GET', path: '/v1/user/profile', schema: ProfileSchema }),
    updateProfile: (name: string) => http.request({ method: 'PUT', path: '/v1/user/profile', body: { name }, schema: ProfileSchema }),
    getSubscription: (userId: number) =>
      http.request({ method: 'GET', path: '/v1/subscription', query: { userId }, schema: SubscriptionSchema }),
    cancelSubscription: (body: { userId: number; provider: BillingProvider; account: string }) =>
      http.request({ method: 'POST', path: '/v1/subscription/cancel-subscription', body, schema: SuccessMessageSchema }),
    redeem: (body: { userId: number; code: string }) => http.request({ method: 'POST', path: '/v1/redeem', body, schema: RedeemSchema }),
  }
}
