import { describe, expect, it } from 'vitest'
import type { Strategy } from 'workbox-strategies'
import { KEEP_IMAGES } from '../src/lib/kept-images'
import { setUpImageKeeping } from './kept-images'

const origin = 'https://app.test'

// The worker's global is the test window here; a message event carries waitUntil as in a worker.
function post(data: unknown): Promise<unknown>[] {
  const waited: Promise<unknown>[] = []
  const event = Object.assign(new Event('message'), { data, waitUntil: (p: Promise<unknown>) => waited.push(p) })
  self.dispatchEvent(event)
  return waited
}

describe('the worker keeping the images a page loaded before it', () => {
  const requested: string[] = []
  const strategy = { handle: ({ request }: { request: Request }) => (requested.push(request.url), Promise.resolve(new Response())) }
  setUpImageKeeping(origin, strategy as unknown as Strategy)

  it('fetches each named image through the image route’s strategy and holds the event until done', async () => {
    requested.length = 0
    const waited = post({
      type: KEEP_IMAGES,
      urls: ['https://app.test/images/sliders/1.webp', '/images/posters/2.webp', 'https://evil.test/images/x.webp'],
    })
    expect(waited).toHaveLength(1)
    await Promise.all(waited)
    expect(requested).toEqual(['https://app.test/images/sliders/1.webp', 'https://app.test/images/posters/2.webp'])
  })

  it('ignores any other message, or one of the wrong shape', () => {
    requested.length = 0
    for (const data of [{ type: 'SKIP_WAITING' }, { type: KEEP_IMAGES, urls: 'x' }, null, 'KEEP_IMAGES']) expect(post(data)).toEqual([])
    expect(requested).toEqual([])
  })
})
