import { afterEach, describe, expect, it } from 'vitest'
import { useState } from 'react'
import { act, cleanup, render, screen } from '@testing-library/react'
import { freshDb } from '../../tests/helpers/test-db'
import { FailureBoundary } from '../../tests/helpers/failure-boundary'
import type { AppDb } from '../data/db'
import { useLiveQuery } from './use-live-query'

afterEach(cleanup)

function Count({ db, scope, frames }: { db: AppDb; scope: string; frames: string[] }) {
  const count = useLiveQuery(() => db.meta.where('scope').equals(scope).count(), [db, scope])
  const shown = count === undefined ? 'loading' : `${count} in ${scope}`
  frames.push(shown)
  return <p>{shown}</p>
}

describe('useLiveQuery', () => {
  it('is undefined until the database answers, then follows every change', async () => {
    const db = freshDb()
    const frames: string[] = []
    render(<Count db={db} scope="catalogue" frames={frames} />)
    expect(frames[0]).toBe('loading')
    await screen.findByText('0 in catalogue')
    await act(() => db.meta.put({ key: 'a', scope: 'catalogue', value: 1, at: 0 }))
    await screen.findByText('1 in catalogue')
  })

  it('starts from its initial value when given one', async () => {
    const db = freshDb()
    function WithInitial() {
      const rows = useLiveQuery(() => db.meta.toArray(), [db], null)
      return <p>{rows === null ? 'nothing yet' : `${rows.length} rows`}</p>
    }
    render(<WithInitial />)
    expect(screen.getByText('nothing yet')).toBeTruthy()
    await screen.findByText('0 rows')
  })

  it('keeps the last answer on screen while a query with new deps is asked', async () => {
    const db = freshDb()
    await db.meta.put({ key: 'a', scope: 'catalogue', value: 1, at: 0 })
    const frames: string[] = []
    function Switcher() {
      const [scope, setScope] = useState('catalogue')
      return (
        <>
          <button type="button" onClick={() => setScope('user')}>
            user
          </button>
          <Count db={db} scope={scope} frames={frames} />
        </>
      )
    }
    render(<Switcher />)
    await screen.findByText('1 in catalogue')
    act(() => screen.getByText('user').click())
    await screen.findByText('0 in user')
    // Between the two answers, no frame fell back to "loading".
    expect(frames.slice(frames.indexOf('1 in catalogue'))).not.toContain('loading')
  })

  it('throws a failed query into the nearest error boundary', async () => {
    const db = freshDb()
    function Failing() {
      useLiveQuery(() => db.meta.get(Number.NaN as unknown as string), [db])
      return <p>fine</p>
    }
    render(
      <FailureBoundary>
        <Failing />
      </FailureBoundary>,
    )
    expect(await screen.findByText(/^failed:/)).toBeTruthy()
  })
})
