import { describe, expect, it } from 'vitest'
import { hasMyanmar, toUnicode } from './index'
import { zawgyiProbability } from './unicode'

// Pairs from myanmar-tools' own corpus (resources/mmgov_zawgyi_src.txt → mmgov_unicode_out.txt).
const PAIRS: Array<[zawgyi: string, unicode: string]> = [
  ['ေနျပည္ေတာ္ ဇူလုိင္ ၂၆', 'နေပြည်တော် ဇူလိုင် ၂၆'],
  ['ေရေဘးကယ္ဆယ္ေရးစခန္းမ', 'ရေဘေးကယ်ဆယ်ရေးစခန်းမ'],
  ['ျမန္မာ ဇာတ္ကား', 'မြန်မာ ဇာတ်ကား'],
]

describe('Zawgyi queries', () => {
  it('are detected (the probabilities of the library’s compatibility table)', () => {
    expect(zawgyiProbability('ascii mixed with ဘဂၤလားေဒရွ္႕ zawgyi')).toBeCloseTo(0.9999999999720051, 9)
    expect(zawgyiProbability('ascii mixed with စင်္ကာပူမှာ unicode')).toBeLessThan(1e-9)
    expect(zawgyiProbability('all ascii')).toBe(Number.NEGATIVE_INFINITY)
  })

  it('are converted to Unicode', async () => {
    for (const [zawgyi, unicode] of PAIRS) expect(await toUnicode(zawgyi)).toBe(unicode)
  })

  it('leave Unicode Burmese and Latin text unchanged', async () => {
    for (const text of ['နေပြည်တော်', 'မြန်မာ ဇာတ်ကား', 'ချစ်သူ', 'Love story', '']) expect(await toUnicode(text)).toBe(text)
  })

  it('load the detector only for text with Burmese in it', () => {
    expect(hasMyanmar('love')).toBe(false)
    expect(hasMyanmar('ချစ်')).toBe(true)
  })
})
