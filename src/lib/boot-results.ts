// The first results the server draws into a /search?query=… shell (server/http/search-boot.ts); no imports.

export const BOOT_RESULTS_ID = 'boot-results'

/** Not `src`: the preload scanner would fetch it before the gate could leave for the checker. */
export const BOOT_IMAGE_ATTRIBUTE = 'data-boot-src'
export const BOOT_SRCSET_ATTRIBUTE = 'data-boot-srcset'
export const BOOT_SIZES_ATTRIBUTE = 'data-boot-sizes'

/** As SearchResults.tsx draws it. */
export const RESULT_POSTER_WIDTH = 64

// Variants as image-variants.ts names them: the gate checks against these.
export const VARIANT_URL = /^\/images\/[\w/.-]+\.webp\?w=\d{1,4}(&q=low)?$/
export const VARIANT_SRCSET = /^\/images\/[\w/.-]+\.webp\?w=\d{1,4} \d{1,4}w(, \/images\/[\w/.-]+\.webp\?w=\d{1,4} \d{1,4}w)*$/
export const VARIANT_SIZES = /^\d{1,4}px$/

export const BOOT_FEED_START = '<!--boot-feed-->'
export const BOOT_FEED_END = '<!--/boot-feed-->'

/** A phone's first screen of results (a row is about 100 px high). */
export const FIRST_SCREEN_RESULTS = 6
