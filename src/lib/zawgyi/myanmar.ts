/** Any code point of the Myanmar blocks: text without one cannot be Zawgyi. */
const MYANMAR = /[\u1000-\u109f\uaa60-\uaa7f\ua9e0-\ua9ff]/

// Apart from index.ts so that the page's inline start-up script (src/boot/preloads.ts) can use it
// without bundling the detector's dynamic import.
export const hasMyanmar = (text: string) => MYANMAR.test(text)
