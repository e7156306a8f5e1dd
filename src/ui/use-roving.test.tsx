import { afterEach, describe, expect, it } from 'vitest'
import { useState } from 'react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useRoving } from './use-roving'

afterEach(cleanup)

const NAMES = ['Low', 'Medium', 'High']

function Group({ followsFocus = false }: { followsFocus?: boolean }) {
  const [chosen, setChosen] = useState(1)
  const item = useRoving(NAMES.length, chosen, { orientation: 'vertical', onMove: followsFocus ? setChosen : undefined })
  return (
    <>
      <div role="radiogroup" aria-label="Quality">
        {NAMES.map((name, i) => (
          <button key={name} type="button" role="radio" aria-checked={chosen === i} onClick={() => setChosen(i)} {...item(i)}>
            {name}
          </button>
        ))}
      </div>
      <button type="button">Outside</button>
    </>
  )
}

const radio = (name: string) => screen.getByRole('radio', { name })
const stops = () => NAMES.filter((n) => radio(n).tabIndex === 0)

describe('a roving tabindex', () => {
  it('makes the group one Tab stop, on the checked item', () => {
    render(<Group />)
    expect(stops()).toEqual(['Medium'])
  })

  it('moves the focus and the Tab stop with the arrows, Home and End', () => {
    render(<Group />)
    act(() => radio('Medium').focus())
    fireEvent.keyDown(radio('Medium'), { key: 'ArrowDown' })
    expect(document.activeElement).toBe(radio('High'))
    expect(stops()).toEqual(['High'])
    fireEvent.keyDown(radio('High'), { key: 'Home' })
    expect(document.activeElement).toBe(radio('Low'))
    fireEvent.keyDown(radio('Low'), { key: 'End' })
    expect(document.activeElement).toBe(radio('High'))
  })

  it('ignores the arrows of the other orientation and keys with a modifier', () => {
    render(<Group />)
    act(() => radio('Medium').focus())
    fireEvent.keyDown(radio('Medium'), { key: 'ArrowRight' })
    fireEvent.keyDown(radio('Medium'), { key: 'ArrowDown', ctrlKey: true })
    expect(document.activeElement).toBe(radio('Medium'))
  })

  it('checks the item it moves to when selection follows focus', () => {
    render(<Group followsFocus />)
    act(() => radio('Medium').focus())
    fireEvent.keyDown(radio('Medium'), { key: 'ArrowUp' })
    expect(radio('Low').getAttribute('aria-checked')).toBe('true')
  })

  it('gives the Tab stop back to the checked item once the focus leaves the group', () => {
    render(<Group />)
    act(() => radio('Medium').focus())
    fireEvent.keyDown(radio('Medium'), { key: 'ArrowDown' })
    act(() => screen.getByRole('button', { name: 'Outside' }).focus())
    expect(stops()).toEqual(['Medium'])
  })
})
