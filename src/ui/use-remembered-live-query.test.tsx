import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { freshDb } from '../../tests/helpers/test-db'
import type { AppDb } from '../data/db'
import { forgetRemembered } from '../data/remembered'
import { useRememberedLiveQuery } from './use-remembered-live-query'

afterEach(cleanup)

// Every first frame is recorded: the point is what the screen shows before the database answers.
function Count({ db, frames }: { db: AppDb; frames: string[] }) {
  const count = useRememberedLiveQuery(db, 'count', () => db.meta.count(), [db])
  const shown = count === undefined ? 'loading' : `${count} stored`
  frames.push(shown)
  return <p>{shown}</p>
}

describe('a live query that starts from its last answer', () => {
  it('shows nothing known the first time, and the last answer at once when the screen comes back', async () => {
    const db = freshDb()
    await db.meta.put({ key: 'a', scope: 'catalogue', value: 1, at: 0 })
    const first: string[] = []
    const { unmount } = render(<Count db={db} frames={first} />)
    expect(first[0]).toBe('loading')
    await screen.findByText('1 stored')
    unmount()

    await db.meta.put({ key: 'b', scope: 'catalogue', value: 2, at: 0 })
    const back: string[] = []
    render(<Count db={db} frames={back} />)
    // The first frame back is the remembered answer; the live one follows.
    expect(back[0]).toBe('1 stored')
    await screen.findByText('2 stored')
  })

  it('remembers nothing across databases, or after it was told to forget', async () => {
    const db = freshDb()
    const { unmount } = render(<Count db={db} frames={[]} />)
    await screen.findByText('0 stored')
    unmount()

    const other: string[] = []
    const again = render(<Count db={freshDb()} frames={other} />)
    expect(other[0]).toBe('loading')
    await waitFor(() => expect(other.at(-1)).toBe('0 stored'))
    again.unmount()

    forgetRemembered(db)
    const forgotten: string[] = []
    render(<Count db={db} frames={forgotten} />)
    expect(forgotten[0]).toBe('loading')
  })
})
