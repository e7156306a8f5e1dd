import { beforeEach, describe, expect, it } from 'vitest'
import { DATA_SAVER_KEY, currentDataSaver, readDataSaver, subscribeDataSaver, writeDataSaver } from './data-saver'

describe('data saver setting', () => {
  beforeEach(() => localStorage.clear())

  it('is Auto until chosen, and Auto again when the stored value is not a choice', () => {
    expect(readDataSaver()).toBe('auto')
    localStorage.setItem(DATA_SAVER_KEY, 'turbo')
    expect(readDataSaver()).toBe('auto')
  })

  it('stores the choice and tells the screens that follow it', () => {
    let told = 0
    const stop = subscribeDataSaver(() => told++)
    writeDataSaver('on')
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('on')
    expect(readDataSaver()).toBe('on')
    expect(currentDataSaver()).toBe('on')
    expect(told).toBe(1)
    stop()
    writeDataSaver('off')
    expect(told).toBe(1)
  })

  it('keeps the choice for this visit when storage refuses it', () => {
    const broken = {
      setItem: () => {
        throw new Error('quota')
      },
    }
    writeDataSaver('off', broken)
    expect(currentDataSaver()).toBe('off')
  })
})
