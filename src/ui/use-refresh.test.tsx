import { Suspense, use } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { useRefresh } from './use-refresh'
import { fail, ok, type Result } from '../api/result'
import { failure } from '../api/failures'

afterEach(cleanup)

const never = new Promise<never>(() => undefined)

function deferred() {
  let resolve!: (r: Result<unknown>) => void
  const promise = new Promise<Result<unknown>>((r) => (resolve = r))
  return { promise, resolve }
}

function Status({
  run,
  refreshKey,
  suspendWhenDone = false,
}: {
  run: () => Promise<Result<unknown>>
  refreshKey: string
  suspendWhenDone?: boolean
}) {
  const { pending, failure, retry } = useRefresh(run, refreshKey)
  // Stands for a screen whose re-render, once the answer is in, waits on something else.
  if (suspendWhenDone && !pending) use(never)
  return (
    <>
      <p>{pending ? 'refreshing' : failure ? `failed ${failure.type}` : 'fresh'}</p>
      <button type="button" onClick={retry}>
        retry
      </button>
    </>
  )
}

describe("a screen's network refresh", () => {
  it('is pending until its answer lands, then reports the failure of that attempt, and a retry runs it again', async () => {
    const attempts = [deferred(), deferred()]
    let n = 0
    render(<Status run={() => attempts[n++]!.promise} refreshKey="title:1" />)
    expect(screen.getByText('refreshing')).toBeTruthy()
    await act(async () => attempts[0]!.resolve(fail(failure('InternetConnectionFailure'))))
    expect(screen.getByText('failed InternetConnectionFailure')).toBeTruthy()
    await act(async () => screen.getByRole('button', { name: 'retry' }).click())
    expect(screen.getByText('refreshing')).toBeTruthy()
    await act(async () => attempts[1]!.resolve(ok(null)))
    expect(screen.getByText('fresh')).toBeTruthy()
  })

  it('renders the answer as a transition: the screen on view stays while the re-render it sets off waits, rather than falling back to placeholders', async () => {
    const attempt = deferred()
    render(
      <Suspense fallback={<p>placeholders</p>}>
        <Status run={() => attempt.promise} refreshKey="title:1" suspendWhenDone />
      </Suspense>,
    )
    expect(screen.getByText('refreshing')).toBeTruthy()
    await act(async () => attempt.resolve(ok(null)))
    // An urgent update would have replaced the screen with the fallback here.
    expect(screen.queryByText('placeholders')).toBeNull()
    expect(screen.getByText('refreshing')).toBeTruthy()
  })
})
