import { describe, expect, it } from 'vitest'
import { KEEP_IMAGES } from '../lib/kept-images'
import { handOverEarlyImages } from './hand-over-images'

const origin = 'https://app.test'

function fakeContainer(controller: { postMessage(m: unknown): void } | null) {
  const target = new EventTarget()
  const container = {
    ready: Promise.resolve({} as ServiceWorkerRegistration),
    controller: controller as ServiceWorker | null,
    addEventListener: target.addEventListener.bind(target) as ServiceWorkerContainer['addEventListener'],
  }
  const takeControl = (worker: { postMessage(m: unknown): void }) => {
    container.controller = worker as ServiceWorker
    target.dispatchEvent(new Event('controllerchange'))
  }
  return { container, takeControl }
}

const timing = (entries: Array<{ name: string; initiatorType: string; workerStart: number }>) => ({
  getEntriesByType: () => entries as unknown as PerformanceEntryList,
})

describe('handing the first visit’s images to the worker', () => {
  it('waits for the worker to take control, then names the images loaded without it', async () => {
    const posted: unknown[] = []
    const { container, takeControl } = fakeContainer(null)
    const done = handOverEarlyImages(
      container,
      timing([
        { name: 'https://app.test/images/sliders/1.webp', initiatorType: 'img', workerStart: 0 },
        { name: 'https://app.test/images/posters/9.webp', initiatorType: 'img', workerStart: 40 },
      ]),
      origin,
    )
    await Promise.resolve()
    expect(posted).toEqual([])
    takeControl({ postMessage: (m) => posted.push(m) })
    await done
    expect(posted).toEqual([{ type: KEEP_IMAGES, urls: ['https://app.test/images/sliders/1.webp'] }])
  })

  it('sends nothing when every image came through the worker', async () => {
    const posted: unknown[] = []
    const { container } = fakeContainer({ postMessage: (m) => posted.push(m) })
    await handOverEarlyImages(
      container,
      timing([{ name: 'https://app.test/images/posters/9.webp', initiatorType: 'img', workerStart: 40 }]),
      origin,
    )
    expect(posted).toEqual([])
  })
})
