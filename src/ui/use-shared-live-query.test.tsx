import { afterEach, describe, expect, it } from 'vitest'
import { useState } from 'react'
import { act, cleanup, render, screen } from '@testing-library/react'
import { freshDb } from '../../tests/helpers/test-db'
import { FailureBoundary } from '../../tests/helpers/failure-boundary'
import type { AppDb } from '../data/db'
import { useSharedLiveQuery } from './use-shared-live-query'

afterEach(cleanup)

/** Counts each run of a querier. */
function counter() {
  const runs = { n: 0, tick: () => void runs.n++ }
  return runs
}

/** A count of the catalogue's meta rows, shared under one key; `runs.tick` counts the querier's runs. */
function Count({ db, name, runs, frames = [] }: { db: AppDb; name: string; runs: { tick: () => void }; frames?: string[] }) {
  const count = useSharedLiveQuery(db, 'catalogue-count', () => {
    runs.tick()
    return db.meta.where('scope').equals('catalogue').count()
  })
  const shown = count === undefined ? 'loading' : `${name}: ${count}`
  frames.push(shown)
  return <p>{shown}</p>
}

const row = (key: string) => ({ key, scope: 'catalogue' as const, value: 1, at: 0 })

describe('useSharedLiveQuery', () => {
  it('runs one query per change for every component that asks the same key, and each shows every change', async () => {
    // One component alone, for the number of runs its first answer takes (Dexie's first open of a
    // database can run a live query twice).
    const alone = counter()
    const single = render(<Count db={freshDb()} name="alone" runs={alone} />)
    await screen.findByText('alone: 0')
    single.unmount()

    const db = freshDb()
    const runs = counter()
    render(
      <>
        <Count db={db} name="a" runs={runs} />
        <Count db={db} name="b" runs={runs} />
        <Count db={db} name="c" runs={runs} />
      </>,
    )
    await screen.findByText('c: 0')
    expect(screen.getByText('a: 0')).toBeTruthy()
    expect(runs.n).toBe(alone.n)
    await act(() => db.meta.put(row('x')))
    await screen.findByText('a: 1')
    await screen.findByText('b: 1')
    await screen.findByText('c: 1')
    expect(runs.n).toBe(alone.n + 1)
  })

  it('lets a component that joins an answered query draw that answer in its first frame', async () => {
    const db = freshDb()
    await db.meta.put(row('x'))
    const runs = counter()
    function Later() {
      const [shown, setShown] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            more
          </button>
          {shown && <Count db={db} name="late" runs={runs} frames={lateFrames} />}
        </>
      )
    }
    const lateFrames: string[] = []
    render(
      <>
        <Count db={db} name="first" runs={runs} />
        <Later />
      </>,
    )
    await screen.findByText('first: 1')
    const answered = runs.n
    act(() => screen.getByText('more').click())
    expect(lateFrames[0]).toBe('late: 1')
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(runs.n).toBe(answered)
  })

  it('stops querying when the last component that showed it goes, and starts afresh for the next', async () => {
    const db = freshDb()
    const runs = counter()
    const first = render(<Count db={db} name="a" runs={runs} />)
    await screen.findByText('a: 0')
    const answered = runs.n
    first.unmount()
    await act(() => db.meta.put(row('x')))
    await act(() => db.meta.put(row('y')))
    expect(runs.n).toBe(answered)
    const frames: string[] = []
    render(<Count db={db} name="b" runs={runs} frames={frames} />)
    // Nothing is kept for a query nobody watches: the next one asks the database again.
    expect(frames[0]).toBe('loading')
    await screen.findByText('b: 2')
    expect(runs.n).toBeGreaterThan(answered)
  })

  it('never shares between two databases', async () => {
    const one = freshDb()
    const other = freshDb()
    await other.meta.put(row('x'))
    const runs = counter()
    render(
      <>
        <Count db={one} name="one" runs={runs} />
        <Count db={other} name="other" runs={runs} />
      </>,
    )
    await screen.findByText('one: 0')
    await screen.findByText('other: 1')
  })

  it('throws a failed query into the error boundary of each component that shows it', async () => {
    const db = freshDb()
    function Failing() {
      useSharedLiveQuery(db, 'broken', () => db.meta.get(Number.NaN as unknown as string))
      return <p>fine</p>
    }
    render(
      <>
        <FailureBoundary>
          <Failing />
        </FailureBoundary>
        <FailureBoundary>
          <Failing />
        </FailureBoundary>
      </>,
    )
    await screen.findAllByText(/^failed:/)
    expect(await screen.findAllByText(/^failed:/)).toHaveLength(2)
  })
})
