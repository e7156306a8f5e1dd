import { describe, expect, it } from 'vitest'
import { liveFiles, storedPath, type GrantAnswer } from './live-files'

const BASE = 'https://app.test/player?contentChildId=201'

describe('the live address of a file a download has not stored yet', () => {
  it('maps a stored address to the same path under the stream grant, asking the stream call once for many files', async () => {
    let calls = 0
    const live = liveFiles(
      201,
      () => (calls++, Promise.resolve({ kind: 'granted', url: '/media/e/201/g1/master.m3u8' } as GrantAnswer)),
      BASE,
    )
    const [a, b] = await Promise.all([live.address('/__downloads/201/240p/l0/seg_000.m4s'), live.address('/__downloads/201/240p/key')])
    expect(a).toEqual({ kind: 'granted', url: 'https://app.test/media/e/201/g1/240p/l0/seg_000.m4s' })
    expect(b).toEqual({ kind: 'granted', url: 'https://app.test/media/e/201/g1/240p/key' })
    expect(calls).toBe(1)
  })

  it('unreachable is asked again next time; a grant once had is kept', async () => {
    const answers: GrantAnswer[] = [{ kind: 'unreachable' }, { kind: 'granted', url: '/media/e/201/g2/master.m3u8' }]
    const live = liveFiles(201, () => Promise.resolve(answers.shift() ?? { kind: 'refused' }), BASE)
    expect(await live.address('/__downloads/201/240p/init.mp4')).toEqual({ kind: 'unreachable' })
    expect(await live.address('/__downloads/201/240p/init.mp4')).toEqual({
      kind: 'granted',
      url: 'https://app.test/media/e/201/g2/240p/init.mp4',
    })
  })

  it('only this episode’s own plain paths on this origin have a live address', () => {
    expect(storedPath('/__downloads/201/240p/l0/seg_000.m4s', 201, BASE)).toBe('240p/l0/seg_000.m4s')
    expect(storedPath('/__downloads/202/240p/l0/seg_000.m4s', 201, BASE)).toBeNull()
    expect(storedPath('https://evil.test/__downloads/201/240p/init.mp4', 201, BASE)).toBeNull()
    expect(storedPath('/__downloads/201/240p/init.mp4?x=1', 201, BASE)).toBeNull()
    expect(storedPath('/__downloads/201/%2e%2e/202/240p/init.mp4', 201, BASE)).toBeNull()
    expect(storedPath('/__downloads/201/', 201, BASE)).toBeNull()
  })
})
