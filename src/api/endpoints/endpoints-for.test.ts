import { describe, expect, it } from 'vitest'
import type { Http } from '../http'
import { endpointsFor } from './endpoints-for'

const client = () => ({ http: { request: () => Promise.resolve({ ok: true }) } as unknown as Http })

describe('endpoints made per client', () => {
  it('hands back the same calls each time a client asks, made once', () => {
    const made: Http[] = []
    const api = endpointsFor((http) => {
      made.push(http)
      return { http }
    })
    const tab = client()
    expect(api(tab)).toBe(api(tab))
    expect(made).toEqual([tab.http])
  })

  it("gives each context's client calls of its own, bound to that client", () => {
    const api = endpointsFor((http) => ({ http }))
    const tab = client()
    const worker = client()
    expect(api(tab).http).toBe(tab.http)
    expect(api(worker).http).toBe(worker.http)
    expect(api(tab)).not.toBe(api(worker))
  })

  it('keeps one memo per group: two groups over one client do not share their calls', () => {
    const social = endpointsFor(() => ({ group: 'social' }))
    const handoff = endpointsFor(() => ({ group: 'handoff' }))
    const tab = client()
    expect([social(tab).group, handoff(tab).group]).toEqual(['social', 'handoff'])
  })
})
