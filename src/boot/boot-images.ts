import { SAFE_IMAGE_PATH } from '../lib/boot-banner'
import {
  BOOT_IMAGE_ATTRIBUTE,
  BOOT_SIZES_ATTRIBUTE,
  BOOT_SRCSET_ATTRIBUTE,
  VARIANT_SIZES,
  VARIANT_SRCSET,
  VARIANT_URL,
} from '../lib/boot-results'

type ParsedDocument = Pick<Document, 'readyState' | 'addEventListener' | 'querySelectorAll'>

/**
 * Shows the posters the server drew into the shell (server/http/search-boot.ts), once the launch
 * is known to render: they stand without `src` in the page so that a launch sent to the operator's
 * checker fetches none of them. The gate runs in the <head>, before the shell is parsed.
 */
export function showBootImages(doc: ParsedDocument): void {
  const show = () => {
    for (const img of Array.from(doc.querySelectorAll<HTMLImageElement>(`img[${BOOT_IMAGE_ATTRIBUTE}]`))) {
      // The server checked the path; the page is still input, and only a plain same-origin path or
      // a picture's variant passes.
      const src = img.getAttribute(BOOT_IMAGE_ATTRIBUTE) ?? ''
      if (!SAFE_IMAGE_PATH.test(src) && !VARIANT_URL.test(src)) continue
      // The same widths and drawn size as the app's poster, set before src: the browser picks the
      // variant the app will ask for, and the picture crosses the network once.
      const srcset = img.getAttribute(BOOT_SRCSET_ATTRIBUTE) ?? ''
      const sizes = img.getAttribute(BOOT_SIZES_ATTRIBUTE) ?? ''
      if (VARIANT_SRCSET.test(srcset) && VARIANT_SIZES.test(sizes)) {
        img.sizes = sizes
        img.srcset = srcset
      }
      img.src = src
    }
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', show, { once: true })
  else show()
}
