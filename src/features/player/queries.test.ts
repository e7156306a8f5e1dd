import { describe, expect, it } from 'vitest'
import { failure, failureFromHttp, type Failure } from '../../api/failures'
import type { AppServices } from '../../data'
import { askStreamGrant } from './queries'

/** Services whose stream call answers `answer`: the only call askStreamGrant makes. */
const answering = (answer: { ok: true; value: { url: string } } | { ok: false; failure: Failure }) =>
  ({ api: { streamContent: () => Promise.resolve(answer) } }) as unknown as AppServices

describe("a download's missing file asks for a stream grant", () => {
  it('is granted the address the server gave', async () => {
    expect(await askStreamGrant(answering({ ok: true, value: { url: '/media/e/7/g1/master.m3u8' } }), 7)).toEqual({
      kind: 'granted',
      url: '/media/e/7/g1/master.m3u8',
    })
  })

  it.each([
    ['no connection', failure('InternetConnectionFailure'), 'unreachable'],
    ['a 503', failureFromHttp(503, null), 'unreachable'],
    ['a 429', failureFromHttp(429, null), 'unreachable'],
    ['a lapsed subscription', failureFromHttp(403, 'Please subscribe to view content'), 'refused'],
    // The session is gone: waiting for the network would never bring the file.
    ['a displaced session (511)', failureFromHttp(511, 'User is using on multiple devices'), 'refused'],
    ['a full disk', failure('StorageFailure'), 'refused'],
  ] as const)('%s is %s', async (_name, f, kind) => {
    expect(await askStreamGrant(answering({ ok: false, failure: f }), 7)).toEqual({ kind })
  })
})
