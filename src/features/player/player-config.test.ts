import { describe, expect, it } from 'vitest'
import { playerConfig, type LevelInfo } from './player-config'
import { dataSaverOn } from '../../lib/data-saver'

// The reference encode's ladder, in the order of its master playlist.
const LADDER: LevelInfo[] = [
  { height: 240, bitrate: 300_000 },
  { height: 360, bitrate: 700_000 },
  { height: 720, bitrate: 1_500_000 },
]

describe('data saver: auto follows the connection', () => {
  it.each([
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '4g' }, false],
    [{}, false],
  ])('hints %j → on: %s', (hints, on) => {
    expect(dataSaverOn(hints, 'auto')).toBe(on)
  })

  it('on and off ignore the connection', () => {
    expect(dataSaverOn({ effectiveType: '4g' }, 'on')).toBe(true)
    expect(dataSaverOn({ saveData: true, effectiveType: '2g' }, 'off')).toBe(false)
  })
})

describe('playerConfig', () => {
  it('with the saver on starts at the lowest rendition, caps at 360p and keeps short buffers', () => {
    const c = playerConfig({ effectiveType: '3g' }, 'auto', LADDER)
    expect(c.saver).toBe(true)
    expect(c.startLevel).toBe(0)
    expect(c.capLevel).toBe(1)
    expect(c.hls.maxBufferLength).toBe(20)
    expect(c.hls.backBufferLength).toBe(10)
  })

  it('with the saver off starts from a 400 kbps estimate and caps to the player size only', () => {
    const c = playerConfig({ effectiveType: '4g' }, 'auto', LADDER)
    expect(c.saver).toBe(false)
    expect(c.hls.abrEwmaDefaultEstimate).toBe(400_000)
    expect(c.hls.capLevelToPlayerSize).toBe(true)
    expect(c.startLevel).toBe(0)
    expect(c.capLevel).toBe(-1)
    expect(c.hls.maxBufferLength).toBeUndefined()
  })

  it('picks the richest rendition that fits the estimate, in any playlist order', () => {
    const levels = [
      { height: 1080, bitrate: 3_000_000 },
      { height: 270, bitrate: 380_000 },
      { height: 180, bitrate: 150_000 },
    ]
    expect(playerConfig({}, 'off', levels).startLevel).toBe(1)
    expect(playerConfig({}, 'on', levels).startLevel).toBe(2)
    expect(playerConfig({}, 'on', levels).capLevel).toBe(1)
  })

  it('starts at the lowest rendition when none fits the estimate or the cap', () => {
    const rich = [
      { height: 720, bitrate: 1_500_000 },
      { height: 480, bitrate: 900_000 },
    ]
    expect(playerConfig({}, 'off', rich).startLevel).toBe(1)
    expect(playerConfig({}, 'on', rich).capLevel).toBe(1)
  })

  it('leaves the choice to the player while no rendition is known', () => {
    for (const setting of ['on', 'off'] as const) {
      const c = playerConfig({}, setting, [])
      expect(c.startLevel).toBe(-1)
      expect(c.capLevel).toBe(-1)
    }
  })
})
