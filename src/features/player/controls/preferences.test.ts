import { describe, expect, it } from 'vitest'
import { PLAYER_PREFS_KEY, readPlayerPrefs, writePlayerPrefs } from './preferences'

function store(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) }
}

describe('player preferences', () => {
  it('remembers the speed and subtitle choices across reads', () => {
    const s = store()
    writePlayerPrefs({ speed: 1.5, subtitlesOtherTitles: 'en' }, s)
    expect(readPlayerPrefs(s)).toMatchObject({ speed: 1.5, subtitlesOtherTitles: 'en', subtitlesBurmeseTitles: null, pipOnLeave: false })
  })
  it('reads anything stored that is not a known value as the default', () => {
    const s = store({ [PLAYER_PREFS_KEY]: JSON.stringify({ speed: 7, subtitleSize: 'huge', pipOnLeave: 'yes' }) })
    expect(readPlayerPrefs(s)).toMatchObject({ speed: 1, subtitleSize: 'medium', pipOnLeave: false })
    expect(readPlayerPrefs(store({ [PLAYER_PREFS_KEY]: '{not json' })).speed).toBe(1)
  })
  it('keeps the single-key shortcuts on until the viewer turns them off, and reads a stored oddity as on', () => {
    const s = store()
    expect(readPlayerPrefs(s).shortcuts).toBe(true)
    writePlayerPrefs({ shortcuts: false }, s)
    expect(readPlayerPrefs(s).shortcuts).toBe(false)
    expect(readPlayerPrefs(store({ [PLAYER_PREFS_KEY]: JSON.stringify({ shortcuts: 'no' }) })).shortcuts).toBe(true)
  })
})
