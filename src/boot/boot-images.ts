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

/** Once the launch is known to render: without `src`, a launch sent to the checker fetches none. */
export function showBootImages(doc: ParsedDocument): void {
  const show = () => {
    for (const img of Array.from(doc.querySelectorAll<HTMLImageElement>(`img[${BOOT_IMAGE_ATTRIBUTE}]`))) {
      // The page is still input: only a plain same-origin path or a variant passes.
      const src = img.getAttribute(BOOT_IMAGE_ATTRIBUTE) ?? ''
      if (!SAFE_IMAGE_PATH.test(src) && !VARIANT_URL.test(src)) continue
      // Set before src, as the app's poster: the picture crosses the network once.
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
