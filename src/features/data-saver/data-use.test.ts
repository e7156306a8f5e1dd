import { describe, expect, it } from 'vitest'
import { dataUsePerHour, megabytesPerHour, parseMasterPlaylist } from './data-use'

const MASTER = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-STREAM-INF:BANDWIDTH=300000,AVERAGE-BANDWIDTH=163850,RESOLUTION=426x240,FRAME-RATE=24.000,CODECS="avc1.4d4015,mp4a.40.2"
240p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=700000,AVERAGE-BANDWIDTH=253172,RESOLUTION=640x360,FRAME-RATE=24.000,CODECS="avc1.4d401e,mp4a.40.2"
360p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=1500000,AVERAGE-BANDWIDTH=800713,RESOLUTION=1280x720,FRAME-RATE=24.000,CODECS="avc1.4d401f,mp4a.40.2"
720p/index.m3u8
`

describe('data use per hour', () => {
  it('reads BANDWIDTH, AVERAGE-BANDWIDTH and the height of every rendition', () => {
    expect(parseMasterPlaylist(MASTER)).toEqual([
      { height: 240, bandwidth: 300_000, averageBandwidth: 163_850 },
      { height: 360, bandwidth: 700_000, averageBandwidth: 253_172 },
      { height: 720, bandwidth: 1_500_000, averageBandwidth: 800_713 },
    ])
  })

  it('does not mistake AVERAGE-BANDWIDTH for BANDWIDTH when it comes first', () => {
    const text = '#EXTM3U\n#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=1000,BANDWIDTH=2000,RESOLUTION=10x20\na.m3u8\n'
    expect(parseMasterPlaylist(text)).toEqual([{ height: 20, bandwidth: 2000, averageBandwidth: 1000 }])
  })

  it('gives nothing for text that is not a playlist, and skips broken lines', () => {
    expect(parseMasterPlaylist('<html>')).toEqual([])
    expect(parseMasterPlaylist('#EXTM3U\n#EXT-X-STREAM-INF:RESOLUTION=1x1\nx\n#EXT-X-STREAM-INF:BANDWIDTH=500\ny')).toEqual([
      { height: 0, bandwidth: 500 },
    ])
  })

  it('turns bits per second into megabytes per hour', () => {
    expect(megabytesPerHour(1_000_000)).toBe(450)
    expect(megabytesPerHour(400_000)).toBe(180)
  })

  it('counts the richest rendition each choice can reach, at its mean bitrate', () => {
    const ladder = parseMasterPlaylist(MASTER)
    // 253 172 b/s · 3600 s / 8 = 113.9 MB; 800 713 b/s → 360.3 MB.
    expect(dataUsePerHour(ladder, true)).toBe(114)
    expect(dataUsePerHour(ladder, false)).toBe(360)
  })

  it('falls back to the peak bitrate and to the lowest rendition when needed', () => {
    const tall = [
      { height: 720, bandwidth: 1_000_000 },
      { height: 480, bandwidth: 800_000 },
    ]
    expect(dataUsePerHour(tall, true)).toBe(360)
    expect(dataUsePerHour([{ height: 720, bandwidth: 1_000_000 }], false)).toBe(450)
    expect(dataUsePerHour([], false)).toBeNull()
  })
})
