import { describe, expect, it } from 'vitest'
import { parseVtt, subtitleSegments } from './vtt'

describe('WebVTT', () => {
  it('reads cue times and text, tags removed', () => {
    const cues = parseVtt(
      'WEBVTT\n\n00:00:00.500 --> 00:00:03.500\nမင်္ဂလာပါ။\n\n1\n01:02.000 --> 01:04.250 align:start\n<i>Hello</i>\nthere\n',
    )
    expect(cues).toEqual([
      { start: 0.5, end: 3.5, text: 'မင်္ဂလာပါ။' },
      { start: 62, end: 64.25, text: 'Hello\nthere' },
    ])
  })
  it('refuses a file that is not WebVTT', () => {
    expect(parseVtt('<html>')).toBeNull()
  })
  it('lists a subtitle playlist’s segments', () => {
    expect(subtitleSegments('#EXTM3U\n#EXTINF:80.000,\nmy.vtt\n#EXT-X-ENDLIST\n')).toEqual(['my.vtt'])
    expect(subtitleSegments('nope')).toEqual([])
  })
})
