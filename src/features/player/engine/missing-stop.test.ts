import { describe, expect, it } from 'vitest'
import { createMissingStop, type MissingStopPatch } from './missing-stop'

/** A media element as far as the stop reads and drives it. */
function element() {
  const v = {
    paused: false,
    readyState: 4,
    plays: 0,
    pause() {
      v.paused = true
    },
    play() {
      v.paused = false
      v.plays++
      return Promise.resolve()
    },
  }
  return v
}

function setup() {
  const v = element()
  const seen: MissingStopPatch[] = []
  const stop = createMissingStop(v as unknown as HTMLMediaElement, (p) => seen.push(p))
  return { v, seen, stop }
}

describe('stopping at the first part not downloaded', () => {
  it('a held file with stored media still ahead changes nothing: playback goes on', () => {
    const { v, seen, stop } = setup()
    stop.held(true)
    expect(v.paused).toBe(false)
    expect(seen).toEqual([])
  })

  it('when the stored media runs out and the next file is held, playback pauses there and says so', () => {
    const { v, seen, stop } = setup()
    stop.held(true)
    v.readyState = 2
    stop.starved()
    expect(v.paused).toBe(true)
    expect(seen).toEqual([{ stopped: true, waiting: false }])
  })

  it('a file held after the media already ran out stops at once', () => {
    const { v, seen, stop } = setup()
    v.readyState = 2
    stop.starved()
    expect(seen).toEqual([])
    stop.held(true)
    expect(v.paused).toBe(true)
    expect(seen).toEqual([{ stopped: true, waiting: false }])
  })

  it('it plays on by itself once the file comes', () => {
    const { v, seen, stop } = setup()
    stop.held(true)
    v.readyState = 2
    stop.starved()
    stop.held(false)
    expect(v.paused).toBe(false)
    expect(v.plays).toBe(1)
    expect(seen.at(-1)).toEqual({ stopped: false })
  })

  it('a viewer who paused is not played by the file arriving', () => {
    const { v, stop } = setup()
    v.pause()
    stop.held(true)
    v.readyState = 2
    stop.starved()
    stop.held(false)
    expect(v.paused).toBe(true)
    expect(v.plays).toBe(0)
  })

  it('knows which seconds came from the network', () => {
    const { stop } = setup()
    stop.streamed(12, 16)
    expect(stop.streamingAt(11.9)).toBe(false)
    expect(stop.streamingAt(12)).toBe(true)
    expect(stop.streamingAt(16)).toBe(false)
  })

  it('after the player left, nothing more is paused or played', () => {
    const { v, seen, stop } = setup()
    stop.dispose()
    v.readyState = 2
    stop.held(true)
    stop.starved()
    expect(v.paused).toBe(false)
    expect(seen).toEqual([])
  })
})
