import { describe, expect, it, vi } from 'vitest'
import { failure } from '../../api/failures'
import type { Result } from '../../api/result'
import type { HandoffIssued } from '../../api/schemas/handoff'
import { handoffUrl, openInChrome, type OpenDeps } from './actions'

const CODE = 'A'.repeat(43)
const HERE = 'https://yokeshin.example/content?id=42#comments'

function deps(over: Partial<OpenDeps> & { issued?: Result<HandoffIssued> } = {}) {
  const issueHandoff = vi.fn(() => Promise.resolve(over.issued ?? { ok: true as const, value: { code: CODE, expiresIn: 120 } }))
  const writeText = vi.fn(() => Promise.resolve())
  const assign = vi.fn()
  const d: OpenDeps = {
    issueHandoff,
    loggedIn: true,
    android: false,
    here: new URL(HERE),
    assign,
    clipboard: { writeText },
    ...over,
  }
  return { d, issueHandoff, writeText, assign }
}

describe('openInChrome', () => {
  it('on Android opens the intent address to the hand-off page, the place and the code carried', async () => {
    const { d, assign, writeText } = deps({ android: true })
    const r = await openInChrome(d)
    expect(r).toEqual({ outcome: { kind: 'opening' }, login: 'carried' })
    expect(assign).toHaveBeenCalledWith(
      `intent://yokeshin.example/handoff?to=%2Fcontent%3Fid%3D42#code=${CODE}#Intent;scheme=https;package=com.android.chrome;end`,
    )
    expect(writeText).not.toHaveBeenCalled()
  })

  it('elsewhere copies the link and says the login travels with it', async () => {
    const { d, writeText } = deps()
    const r = await openInChrome(d)
    expect(r.outcome).toEqual({ kind: 'copied' })
    expect(writeText).toHaveBeenCalledWith(`https://yokeshin.example/handoff?to=%2Fcontent%3Fid%3D42#code=${CODE}`)
  })

  it('a logged-out viewer gets the plain address, never asking for a code', async () => {
    const { d, writeText, issueHandoff } = deps({ loggedIn: false })
    const r = await openInChrome(d)
    expect(r.login).toBe('logged-out')
    expect(issueHandoff).not.toHaveBeenCalled()
    expect(writeText).toHaveBeenCalledWith('https://yokeshin.example/content?id=42')
  })

  it('when no code can be had, the plain address goes and the failure is told', async () => {
    const offline = failure('InternetConnectionFailure')
    const { d, writeText } = deps({ issued: { ok: false, failure: offline } })
    const r = await openInChrome(d)
    expect(r.login).toEqual(offline)
    expect(writeText).toHaveBeenCalledWith('https://yokeshin.example/content?id=42')
  })

  it('a refused clipboard hands the link back to be shown', async () => {
    const { d } = deps({ clipboard: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } })
    const r = await openInChrome(d)
    expect(r.outcome).toEqual({ kind: 'copy-refused', url: `https://yokeshin.example/handoff?to=%2Fcontent%3Fid%3D42#code=${CODE}` })
  })

  it('no clipboard at all is a refusal too, not a throw', async () => {
    const { d } = deps({ clipboard: undefined, loggedIn: false })
    expect((await openInChrome(d)).outcome.kind).toBe('copy-refused')
  })
})

describe('handoffUrl', () => {
  it('puts the code in the fragment, never in the query the server sees', () => {
    const url = new URL(handoffUrl(new URL('https://yokeshin.example/search?query=a'), CODE))
    expect(url.search).toBe('?to=%2Fsearch%3Fquery%3Da')
    expect(url.hash).toBe(`#code=${CODE}`)
  })
})
