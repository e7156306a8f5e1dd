import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { useAsyncValue } from './use-async-value'

afterEach(cleanup)

// One pending answer per id, resolved by the test in the order it picks.
const pending = new Map<number, (answer: string) => void>()
const ask = (id: number) => new Promise<string>((resolve) => pending.set(id, resolve))
const answer = (id: number, text: string) => act(async () => pending.get(id)?.(text))

function Shown({ id }: { id: number | null }) {
  return <p>{useAsyncValue(id === null ? null : () => ask(id), [id]) ?? 'waiting'}</p>
}

describe('a value asked for asynchronously', () => {
  it('is undefined until the answer for the current dependencies arrives, never the previous one', async () => {
    const { rerender } = render(<Shown id={1} />)
    expect(screen.getByText('waiting')).toBeTruthy()
    await answer(1, 'one')
    rerender(<Shown id={2} />)
    expect(screen.getByText('waiting')).toBeTruthy()
    await answer(2, 'two')
    expect(screen.getByText('two')).toBeTruthy()
  })

  it('drops a late answer to an earlier question', async () => {
    const { rerender } = render(<Shown id={3} />)
    rerender(<Shown id={4} />)
    await answer(4, 'four')
    await answer(3, 'three')
    expect(screen.getByText('four')).toBeTruthy()
  })

  it('asks nothing while there is nothing to ask', () => {
    pending.clear()
    render(<Shown id={null} />)
    expect([...pending.keys()]).toEqual([])
  })
})
