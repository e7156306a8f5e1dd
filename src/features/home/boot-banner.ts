import { SAFE_IMAGE_PATH } from '../../lib/boot-banner'

// Written into the page by the server (server/http/home-preload.ts), yet checked like any input.

export interface BootBanner {
  slider: string
  wide: string
  /** On a title's page, its id (as the server wrote it); absent on home. */
  content?: string
}

/** The first banner the page's shell already shows, or null (a shell from the worker has none). */
export function readBootBanner(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): BootBanner | null {
  const frame = doc?.querySelector<HTMLElement>('[data-boot-banner]')
  const { slider = '', wide = '', content } = frame?.dataset ?? {}
  return SAFE_IMAGE_PATH.test(slider) && SAFE_IMAGE_PATH.test(wide) ? { slider, wide, content } : null
}

// The shell is hidden once React renders, never removed (src/styles.css): it can be read at any time.
export const bootBanner = readBootBanner()
