/// <reference lib="WebWorker" />
import * as v from 'valibot'
import type { Strategy } from 'workbox-strategies'
import { KeepImagesMessage, keepableImages } from '../src/lib/kept-images'

declare const self: ServiceWorkerGlobalScope

/**
 * Keeps the images the page loaded before this worker took control, through the image route's own
 * strategy (so its expiry counts them). They come from the browser's HTTP cache, where they are
 * immutable: nothing crosses the network for an image the page already has.
 */
export function setUpImageKeeping(origin: string, images: Strategy): void {
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const message = v.safeParse(KeepImagesMessage, event.data)
    if (!message.success) return
    const urls = keepableImages(message.output.urls, origin)
    event.waitUntil(Promise.allSettled(urls.map((url) => images.handle({ event, request: new Request(url) }))))
  })
}
