import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { Result } from '../../api/result'
import { failure } from '../../api/failures'
import { useOtpFlow } from './use-otp-flow'

afterEach(cleanup)

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

/** A screen's flow whose code is still being sent: `sent` answers the send, `verify` records the checks. */
async function whileSending() {
  const sent = deferred<Result<unknown>>()
  const verify = vi.fn(async (_code: string): Promise<Result<string>> => ({ ok: true, value: 'token' }))
  const { result } = renderHook(() => useOtpFlow({ send: () => sent.promise, verify, onVerified: () => undefined }))
  await waitFor(() => expect(result.current.state.status).toBe('sending'))
  return { sent, verify, result }
}

describe('the OTP flow of a screen', () => {
  it('verifies a whole code typed before the send was answered, once it is', async () => {
    // On a slow link the SMS can arrive before the answer to the request that sent it.
    const { sent, verify, result } = await whileSending()

    act(() => result.current.submit('123456'))
    expect(verify).not.toHaveBeenCalled()

    await act(async () => sent.resolve({ ok: true, value: null }))
    await waitFor(() => expect(verify).toHaveBeenCalledWith('123456'))
    await waitFor(() => expect(result.current.state.status).toBe('verified'))
  })

  it('drops a code typed before a send that failed: there is no code to check', async () => {
    const { sent, verify, result } = await whileSending()

    act(() => result.current.submit('123456'))
    await act(async () => sent.resolve({ ok: false, failure: failure('InternetConnectionFailure') }))
    await waitFor(() => expect(result.current.state.status).toBe('error'))
    expect(verify).not.toHaveBeenCalled()
  })
})
