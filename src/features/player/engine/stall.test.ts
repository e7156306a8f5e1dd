import { describe, expect, it } from 'vitest'
import { stallCause } from './stall'

describe('why the player runs on what has loaded', () => {
  it('says no connection only while the device has none', () => {
    expect(stallCause('offline')).toBe('no-connection')
  })

  it('blames the server when the device is online, slow or cannot reach it', () => {
    for (const reach of ['online', 'slow', 'unreachable'] as const) expect(stallCause(reach)).toBe('server')
  })
})
