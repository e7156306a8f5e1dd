import { describe, expect, it } from 'vitest'
import { REMEMBERED_SCREENS, forgetRemembered, recall, remember } from './remembered'

describe('remembered answers', () => {
  it('keep the last screens a visit showed, and forget the one shown longest ago past the limit', () => {
    const owner = {}
    for (let i = 0; i <= REMEMBERED_SCREENS; i++) remember(owner, `search:${i}`, [`result ${i}`])
    expect(recall(owner, 'search:0')).toBeUndefined()
    expect(recall(owner, 'search:1')).toEqual(['result 1'])
    expect(recall(owner, `search:${REMEMBERED_SCREENS}`)).toEqual([`result ${REMEMBERED_SCREENS}`])
  })

  it('count a screen shown again as the newest, so going back and forth keeps it', () => {
    const owner = {}
    remember(owner, 'home', ['rows'])
    for (let i = 1; i < REMEMBERED_SCREENS; i++) remember(owner, `title:${i}`, i)
    remember(owner, 'home', ['rows, refreshed'])
    remember(owner, 'title:new', 0)
    expect(recall(owner, 'home')).toEqual(['rows, refreshed'])
    expect(recall(owner, 'title:1')).toBeUndefined()
  })

  it("are kept apart per database and forgotten with one's viewer", () => {
    const first = {}
    const second = {}
    remember(first, 'favorites', ['a'])
    remember(second, 'favorites', ['b'])
    forgetRemembered(first)
    expect(recall(first, 'favorites')).toBeUndefined()
    expect(recall(second, 'favorites')).toEqual(['b'])
  })
})
