import type { Http } from '../http'
import { SuccessMessageSchema } from '../schemas/common'
import { PaymentSchema, ProfileSchema, RedeemSchema, SubscriptionSchema, UrlSchema } from '../schemas/account'
import { CLIENT_PLATFORM } from './auth'

export type BillingProvider = 'atom' | 'mpt' | 'ooredoo'

export interface AtomOtpRequest {
  userId: number
  atomPhone: string
  planId: number
  transactionId: string
}

export function accountEndpoints(http: Http) {
  return {
    getProfile: () => http.request({ method: 'GET', path: '/v1/user/profile', schema: ProfileSchema }),
    updateProfile: (name: string) => http.request({ method: 'PUT', path: '/v1/user/profile', body: { name }, schema: ProfileSchema }),
    getSubscription: (userId: number) =>
      http.request({ method: 'GET', path: '/v1/subscription', query: { userId }, schema: SubscriptionSchema }),
    cancelSubscription: (body: { userId: number; provider: BillingProvider; account: string }) =>
      http.request({ method: 'POST', path: '/v1/subscription/cancel-subscription', body, schema: SuccessMessageSchema }),
    getPayment: (userId: number) =>
      http.request({ method: 'GET', path: '/v1/payment', query: { userId, platform: CLIENT_PLATFORM }, schema: PaymentSchema }),
    generatePaymentUrl: (
      provider: 'mpt' | 'ooredoo',
      body: { userId: number; planId: number; transactionId: string; callbackUrl?: string },
    ) => http.request({ method: 'POST', path: `/v1/payment/${provider}/generate-url`, body, schema: UrlSchema }),
    atomSendOtp: (body: AtomOtpRequest) =>
      http.request({ method: 'POST', path: '/v1/payment/atom/send-subscription-otp', body: { ...body }, schema: SuccessMessageSchema }),
    atomConfirmOtp: (body: AtomOtpRequest & { otp: string }) =>
      http.request({ method: 'POST', path: '/v1/payment/atom/confirm-subscription-otp', body: { ...body }, schema: SuccessMessageSchema }),
    redeem: (body: { userId: number; code: string }) =>
      http.request({ method: 'POST', path: '/v1/redeem', body, schema: RedeemSchema }),
  }
}
