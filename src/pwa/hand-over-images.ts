import { KEEP_IMAGES, imagesLoadedWithoutWorker, type KeepImagesMessage } from '../lib/kept-images'

type Container = Pick<ServiceWorkerContainer, 'ready' | 'controller' | 'addEventListener'>

/** A first visit's early images never reached the worker's cache: it copies them from the HTTP cache. */
export async function handOverEarlyImages(
  container: Container = navigator.serviceWorker,
  performance: Pick<Performance, 'getEntriesByType'> = globalThis.performance,
  origin: string = location.origin,
): Promise<void> {
  await container.ready
  const controller =
    container.controller ??
    (await new Promise<ServiceWorker | null>((resolve) => {
      container.addEventListener('controllerchange', () => resolve(container.controller), { once: true })
    }))
  // Read now, not earlier: every image requested from here on goes through the worker itself.
  const urls = imagesLoadedWithoutWorker(performance.getEntriesByType('resource') as PerformanceResourceTiming[], origin)
  if (controller && urls.length > 0) controller.postMessage({ type: KEEP_IMAGES, urls } satisfies KeepImagesMessage)
}
