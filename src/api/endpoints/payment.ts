import type { Http } from '../http'
import { SuccessMessageSchema } from '../schemas/common'
import { PaymentSchema, UrlSchema } from '../schemas/payment'
import { CLIENT_PLATFORM } from './auth'

export interface AtomOtpRequest {
  userId: number
  atomPhone: string
  planId: number
  transactionId: string
}

/**
 * The calls of the payment screens. Kept out of the client that start-up builds: only those screens
 * use them, and their schemas would otherwise ship in the first download.
 */
export function paymentEndpoints(http: Http) {
  return {
    getPayment: (userId: number, language?: string) =>
      http.request({ method: 'GET', path: '/v1/payment', query: { userId, platform: CLIENT_PLATFORM }, schema: PaymentSchema, language }),
    generatePaymentUrl: (
      provider: 'mpt' | 'ooredoo',
      body: { userId: number; planId: number; transactionId: string; callbackUrl?: string },
    ) => http.request({ method: 'POST', path: `/v1/payment/${provider}/generate-url`, body, schema: UrlSchema }),
    atomSendOtp: (body: AtomOtpRequest) =>
      http.request({ method: 'POST', path: '/v1/payment/atom/send-subscription-otp', body: { ...body }, schema: SuccessMessageSchema }),
    atomConfirmOtp: (body: AtomOtpRequest & { otp: string }) =>
      http.request({ method: 'POST', path: '/v1/payment/atom/confirm-subscription-otp', body: { ...body }, schema: SuccessMessageSchema }),
  }
}
