import type { Http } from '../http'
import { SuccessMessageSchema } from '../schemas/common'
import { AuthResultSchema, HeCheckSchema, TokenPairSchema } from '../schemas/account'
import { OtpChallengeSchema } from '../schemas/otp-challenge'

/** Spec section 1: the client type identifier sent to the provider. */
export const CLIENT_PLATFORM = 'pwa'

export function authEndpoints(http: Http) {
  return {
    /**
     * `phone` is the full 959… number. A device the server does not know for that number sends the
     * `proof` of work solved from `otpChallenge` (src/api/proof-of-work.ts); the known-device mark
     * is an HttpOnly cookie the browser sends by itself.
     */
    sendOtp: (phone: string, proof?: string) =>
      http.request({
        method: 'POST',
        path: '/v1/auth/send-otp',
        body: proof === undefined ? { phone } : { phone, proof },
        schema: SuccessMessageSchema,
        skipAuth: true,
      }),
    otpChallenge: () => http.request({ method: 'GET', path: '/v1/auth/otp-challenge', schema: OtpChallengeSchema, skipAuth: true }),
    verifyOtp: (phone: string, code: string) =>
      http.request({
        method: 'POST',
        path: '/v1/auth/verify-otp',
        body: { phone, code, platform: CLIENT_PLATFORM },
        schema: AuthResultSchema,
        skipAuth: true,
      }),
    /** Normally called only by the client's own 401 handling. */
    refreshToken: (refreshToken: string) =>
      http.request({ method: 'POST', path: '/v1/auth/refresh-token', body: { refreshToken }, schema: TokenPairSchema, skipAuth: true }),
    verifyHeLogin: (token: string) =>
      http.request({ method: 'POST', path: '/v1/auth/verify-he-login', body: { token }, schema: AuthResultSchema, skipAuth: true }),
    heCheck: (token: string) => http.request({ method: 'POST', path: '/v1/he/check', body: { token }, schema: HeCheckSchema }),
  }
}
