import { afterEach, describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { freshDb } from '../../tests/helpers/test-db'
import { FailureBoundary } from '../../tests/helpers/failure-boundary'
import type { AppDb } from '../data/db'
import { forgetRemembered } from '../data/remembered'
import { useLiveQuery } from './use-live-query'

afterEach(() => {
  cleanup()
  vi.unstubAllEnvs()
})

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
      const rows = useLiveQuery(() => db.meta.toArray(), [db], { initial: null })
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

  it("reads its querier's code once per query, however often the screen redraws", async () => {
    vi.stubEnv('DEV', false)
    const db = freshDb()
    let reads = 0
    // The querier is a new closure on every render, as at every call site in the app.
    const querier = () =>
      Object.assign(() => db.meta.count(), {
        toString: () => {
          reads++
          return 'db.meta.count()'
        },
      })
    function Redraws() {
      const [n, setN] = useState(0)
      const count = useLiveQuery(querier(), [db])
      return (
        <button type="button" onClick={() => setN(n + 1)}>
          {`${count ?? 'loading'} after ${n}`}
        </button>
      )
    }
    render(<Redraws />)
    await screen.findByText('0 after 0')
    for (const n of [1, 2, 3]) {
      act(() => screen.getByRole('button').click())
      await screen.findByText(`0 after ${n}`)
    }
    expect(reads).toBe(1)
  })

  it("in development, queries afresh when the querier's code is edited under a kept state (Fast Refresh)", async () => {
    const db = freshDb()
    await db.meta.put({ key: 'a', scope: 'catalogue', value: 1, at: 0 })
    function Edited() {
      const [edited, setEdited] = useState(false)
      // One call site whose code changes while its state stays, as after an edit in the editor.
      const value = useLiveQuery<unknown>(edited ? () => db.meta.toCollection().primaryKeys() : () => db.meta.count(), [db])
      return (
        <button type="button" onClick={() => setEdited(true)}>
          {JSON.stringify(value)}
        </button>
      )
    }
    render(<Edited />)
    await screen.findByText('1')
    act(() => screen.getByRole('button').click())
    await screen.findByText('["a"]')
  })
})

/** Counts each run of a querier. */
function counter() {
  const runs = { n: 0, tick: () => void runs.n++ }
  return runs
}

/** A count of the catalogue's meta rows, shared under one key; `runs.tick` counts the querier's runs. */
function SharedCount({ db, name, runs, frames = [] }: { db: AppDb; name: string; runs: { tick: () => void }; frames?: string[] }) {
  const count = useLiveQuery(
    () => {
      runs.tick()
      return db.meta.where('scope').equals('catalogue').count()
    },
    [db],
    { share: db },
  )
  const shown = count === undefined ? 'loading' : `${name}: ${count}`
  frames.push(shown)
  return <p>{shown}</p>
}

const row = (key: string) => ({ key, scope: 'catalogue' as const, value: 1, at: 0 })

describe('a shared live query', () => {
  it('runs one query per change for every component that asks the same key, and each shows every change', async () => {
    // One component alone, for the number of runs its first answer takes (Dexie's first open of a
    // database can run a live query twice).
    const alone = counter()
    const single = render(<SharedCount db={freshDb()} name="alone" runs={alone} />)
    await screen.findByText('alone: 0')
    single.unmount()

    const db = freshDb()
    const runs = counter()
    render(
      <>
        <SharedCount db={db} name="a" runs={runs} />
        <SharedCount db={db} name="b" runs={runs} />
        <SharedCount db={db} name="c" runs={runs} />
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
          {shown && <SharedCount db={db} name="late" runs={runs} frames={lateFrames} />}
        </>
      )
    }
    const lateFrames: string[] = []
    render(
      <>
        <SharedCount db={db} name="first" runs={runs} />
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
    const first = render(<SharedCount db={db} name="a" runs={runs} />)
    await screen.findByText('a: 0')
    const answered = runs.n
    first.unmount()
    await act(() => db.meta.put(row('x')))
    await act(() => db.meta.put(row('y')))
    expect(runs.n).toBe(answered)
    const frames: string[] = []
    render(<SharedCount db={db} name="b" runs={runs} frames={frames} />)
    // Nothing is kept for a query nobody watches: the next one asks the database again.
    expect(frames[0]).toBe('loading')
    await screen.findByText('b: 2')
    expect(runs.n).toBeGreaterThan(answered)
  })

  it('never gives one query’s answer to another: the key is the querier’s code and its deps', async () => {
    const db = freshDb()
    await db.meta.put(row('x'))
    function Scoped({ scope }: { scope: string }) {
      const count = useLiveQuery(() => db.meta.where('scope').equals(scope).count(), [scope], { share: db })
      return <p>{count === undefined ? 'loading' : `${scope}: ${count}`}</p>
    }
    function Other() {
      const count = useLiveQuery(() => db.meta.count(), [], { share: db })
      return <p>{count === undefined ? 'loading' : `all: ${count}`}</p>
    }
    render(
      <>
        <Scoped scope="catalogue" />
        <Scoped scope="user" />
        <Other />
      </>,
    )
    await screen.findByText('catalogue: 1')
    await screen.findByText('user: 0')
    await screen.findByText('all: 1')
  })

  it('never shares between two databases', async () => {
    const one = freshDb()
    const other = freshDb()
    await other.meta.put(row('x'))
    const runs = counter()
    render(
      <>
        <SharedCount db={one} name="one" runs={runs} />
        <SharedCount db={other} name="other" runs={runs} />
      </>,
    )
    await screen.findByText('one: 0')
    await screen.findByText('other: 1')
  })

  it('throws a failed query into the error boundary of each component that shows it', async () => {
    const db = freshDb()
    function Failing() {
      useLiveQuery(() => db.meta.get(Number.NaN as unknown as string), [db], { share: db })
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

// Every first frame is recorded: the point is what the screen shows before the database answers.
function RememberedCount({ db, frames }: { db: AppDb; frames: string[] }) {
  const count = useLiveQuery(() => db.meta.count(), [db], { remember: db })
  const shown = count === undefined ? 'loading' : `${count} stored`
  frames.push(shown)
  return <p>{shown}</p>
}

describe('a live query that starts from its last answer', () => {
  it('shows nothing known the first time, and the last answer at once when the screen comes back', async () => {
    const db = freshDb()
    await db.meta.put({ key: 'a', scope: 'catalogue', value: 1, at: 0 })
    const first: string[] = []
    const { unmount } = render(<RememberedCount db={db} frames={first} />)
    expect(first[0]).toBe('loading')
    await screen.findByText('1 stored')
    unmount()

    await db.meta.put({ key: 'b', scope: 'catalogue', value: 2, at: 0 })
    const back: string[] = []
    render(<RememberedCount db={db} frames={back} />)
    // The first frame back is the remembered answer; the live one follows.
    expect(back[0]).toBe('1 stored')
    await screen.findByText('2 stored')
  })

  it('remembers nothing across databases, or after it was told to forget', async () => {
    const db = freshDb()
    const { unmount } = render(<RememberedCount db={db} frames={[]} />)
    await screen.findByText('0 stored')
    unmount()

    const other: string[] = []
    const again = render(<RememberedCount db={freshDb()} frames={other} />)
    expect(other[0]).toBe('loading')
    await waitFor(() => expect(other.at(-1)).toBe('0 stored'))
    again.unmount()

    forgetRemembered(db)
    const forgotten: string[] = []
    render(<RememberedCount db={db} frames={forgotten} />)
    expect(forgotten[0]).toBe('loading')
  })
})
