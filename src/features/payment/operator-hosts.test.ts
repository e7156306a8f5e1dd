import { describe, expect, it } from 'vitest'
import { allowedOperatorHosts, isAllowedPaymentUrl, paymentCallbackUrl } from './operator-hosts'

const ORIGIN = 'https://app.example'

describe('operator payment allow-list', () => {
  it("allows this origin's operator pages and configured https hosts only", () => {
    const hosts = allowedOperatorHosts('pay.mpt.com.mm, Payment.Ooredoo.com.mm ,bad host')
    expect(hosts).toEqual(['pay.mpt.com.mm', 'payment.ooredoo.com.mm'])
    expect(isAllowedPaymentUrl(`${ORIGIN}/operator/mpt/pay?ref=1`, ORIGIN, hosts)).toBe(true)
    expect(isAllowedPaymentUrl('https://pay.mpt.com.mm/checkout', ORIGIN, hosts)).toBe(true)
    expect(isAllowedPaymentUrl('http://pay.mpt.com.mm/checkout', ORIGIN, hosts)).toBe(false)
    expect(isAllowedPaymentUrl(`${ORIGIN}/profile`, ORIGIN, hosts)).toBe(false)
    expect(isAllowedPaymentUrl('https://evil.example/operator/mpt/pay', ORIGIN, hosts)).toBe(false)
    expect(isAllowedPaymentUrl('https://pay.mpt.com.mm.evil.example/', ORIGIN, hosts)).toBe(false)
    expect(isAllowedPaymentUrl('https://user@pay.mpt.com.mm/', ORIGIN, hosts)).toBe(false)
    expect(isAllowedPaymentUrl('javascript:alert(1)', ORIGIN, hosts)).toBe(false)
    expect(isAllowedPaymentUrl('not a url', ORIGIN, hosts)).toBe(false)
  })

  it('calls back to this host’s profile by default, or the processing screen with the redirect', () => {
    expect(paymentCallbackUrl(ORIGIN, null)).toBe(`${ORIGIN}/profile`)
    expect(paymentCallbackUrl(ORIGIN, '/content?id=3')).toBe(`${ORIGIN}/payment-success?redirectRoute=%2Fcontent%3Fid%3D3`)
  })
})
