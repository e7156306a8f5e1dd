import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ContentDetailsSchema } from './catalogue'

const details = (extra: Record<string, unknown> = {}, child: Record<string, unknown> = {}) => ({
  id: 1,
  title: 'T',
  description: '',
  contentType: 'series',
  bannerImg: '',
  sliderImg: '',
  posterImg: '',
  director: '',
  actors: '',
  supporters: '',
  novel: '',
  script: '',
  isFavorite: false,
  children: [{ id: 10, title: 'E', description: '', episodePosterImg: '', isFree: true, ...child }],
  related: [],
  ...extra,
})

describe("a title's cost figures from the server", () => {
  it('reads the episode length and the stream renditions', () => {
    const parsed = v.parse(
      ContentDetailsSchema,
      details({ renditions: [{ height: 360, bandwidth: 700_000, averageBandwidth: 253_172 }] }, { durationS: 2700 }),
    )
    expect(parsed.children[0]?.durationS).toBe(2700)
    expect(parsed.renditions).toEqual([{ height: 360, bandwidth: 700_000, averageBandwidth: 253_172 }])
  })

  it('keeps a title stored before the server named them: no cost, no failure', () => {
    const parsed = v.parse(ContentDetailsSchema, details())
    expect(parsed.children[0]?.durationS).toBeUndefined()
    expect(parsed.renditions).toBeUndefined()
  })

  it('drops a hostile length (negative, fractional, a year, a string) rather than showing a false cost or failing the page', () => {
    for (const durationS of [-60, 12.5, 31_536_000, '2700', Number.NaN]) {
      expect(v.parse(ContentDetailsSchema, details({}, { durationS })).children[0]?.durationS).toBeUndefined()
    }
  })

  it('drops a hostile ladder (an absurd bitrate, too many renditions, not a list) and still shows the title', () => {
    const many = Array.from({ length: 33 }, () => ({ height: 240, bandwidth: 300_000 }))
    for (const renditions of [[{ height: 360, bandwidth: 1e12 }], [{ height: -1, bandwidth: 1000 }], many, 'ladder', [{ height: 360 }]]) {
      const parsed = v.parse(ContentDetailsSchema, details({ renditions }))
      expect(parsed.renditions).toBeUndefined()
      expect(parsed.title).toBe('T')
    }
  })
})
