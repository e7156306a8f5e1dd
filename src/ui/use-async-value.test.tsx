import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { useAsyncValue } from './use-async-value'

afterEach(cleanup)

// Answers resolved by the test, one per id asked, in whatever order the test picks.
function asker() {
  const pending = new Map<number, (answer: string) => void>()
  const ask = (id: number) => new Promise<string>((resolve) => pending.set(id, resolve))
  const answer = async (id: number, text: string) => {
    await act(async () => pending.get(id)?.(text))
  }
  return { ask, answer, asked: () => [...pending.keys()] }
}

function Shown({ id, ask }: { id: number | null; ask: (id: number) => Promise<string> }) {
  const value = useAsyncValue(id === null ? null : () => ask(id), [id])
  return <p>{value ?? 'waiting'}</p>
}

describe('a value asked for asynchronously', () => {
  it('is undefined until the answer arrives, then the answer', async () => {
    const a = asker()
    render(<Shown id={1} ask={a.ask} />)
    expect(screen.getByText('waiting')).toBeTruthy()
    await a.answer(1, 'one')
    expect(screen.getByText('one')).toBeTruthy()
  })

  it('never shows the answer for the previous dependencies once they change', async () => {
    const a = asker()
    const { rerender } = render(<Shown id={1} ask={a.ask} />)
    await a.answer(1, 'one')
    rerender(<Shown id={2} ask={a.ask} />)
    expect(screen.getByText('waiting')).toBeTruthy()
    await a.answer(2, 'two')
    expect(screen.getByText('two')).toBeTruthy()
  })

  it('drops a late answer to an earlier question', async () => {
    const a = asker()
    const { rerender } = render(<Shown id={1} ask={a.ask} />)
    rerender(<Shown id={2} ask={a.ask} />)
    await a.answer(2, 'two')
    await a.answer(1, 'one')
    expect(screen.getByText('two')).toBeTruthy()
  })

  it('asks nothing while there is nothing to ask', () => {
    const a = asker()
    render(<Shown id={null} ask={a.ask} />)
    expect(a.asked()).toEqual([])
    expect(screen.getByText('waiting')).toBeTruthy()
  })
})
