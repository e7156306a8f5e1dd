import { describe, expect, it } from 'vitest'
import { ladderOf } from './stream-ladder.ts'

describe('the ladder of a master playlist', () => {
  it('reads bandwidth, mean bandwidth and height even when the mean comes first', () => {
    const master = '#EXTM3U\n#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=1000,BANDWIDTH=2000,RESOLUTION=10x20,CODECS="a,b"\na.m3u8\n'
    expect(ladderOf(master)).toEqual([{ height: 20, bandwidth: 2000, averageBandwidth: 1000 }])
  })

  it('leaves out lines without a usable bandwidth and heights that are not numbers', () => {
    const master =
      '#EXTM3U\n#EXT-X-STREAM-INF:RESOLUTION=1x1\nx\n#EXT-X-STREAM-INF:BANDWIDTH=1e400\ny\n#EXT-X-STREAM-INF:BANDWIDTH=500,RESOLUTION=axb\nz\n'
    expect(ladderOf(master)).toEqual([{ height: 0, bandwidth: 500 }])
  })
})
