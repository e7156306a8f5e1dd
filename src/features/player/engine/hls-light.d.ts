// The light build ships no declarations of its own; its API is the full build's minus subtitles,
// alternate audio, DRM (EME), CMCD, content steering and interstitials, none of which the product uses.
declare module 'hls.js/light' {
  export * from 'hls.js'
  export { default } from 'hls.js'
}
