import { describe, expect, it } from 'vitest'
import { downloadHarness, request } from '../../../tests/helpers/download-harness'
import { failureFromHttp, waitsForNetwork } from '../../api/failures'
import { kickDownloader } from './downloader'
import { queueDownload } from './queue'

/** Queues episode 11, then runs the downloader while the server answers every media file but the master with `status`. */
async function downloadAgainst(status: number, message: string) {
  const t = downloadHarness({ 11: { segments: 3 } })
  await t.h.login(1)
  const deps = t.context({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/master.m3u8')
        ? t.mediaFetch(input, init)
        : new Response(JSON.stringify({ message }), { status, headers: { 'Content-Type': 'application/json' } })) as typeof fetch,
  })
  await queueDownload(deps, request(11))
  await kickDownloader(deps)
  return t.db.downloads.get(11)
}

describe('how a refused file ends a download', () => {
  it('a 503 holds it until the network is back', async () => {
    expect(await downloadAgainst(503, 'Injected fault')).toMatchObject({ state: 'waiting', waitReason: 'network' })
  })

  it('a 511 (the session is gone) fails it with the session failure instead of waiting for a network that is there', async () => {
    expect(await downloadAgainst(511, 'User is using on multiple devices')).toMatchObject({
      state: 'failed',
      problem: { kind: 'failure', failure: { type: 'SessionFailure', httpStatus: 511 } },
    })
  })

  // The engine's choice and the shared predicate cannot drift apart: each status ends as the predicate says.
  it.each([408, 429, 500, 502, 504, 511, 400, 404, 409])(
    'a %i waits for the network exactly when waitsForNetwork says so',
    async (status) => {
      const row = await downloadAgainst(status, 'Refused')
      // Media answers are read by their status alone.
      const waits = waitsForNetwork(failureFromHttp(status, null))
      expect(row?.state).toBe(waits ? 'waiting' : 'failed')
    },
  )
})
