/**
 * The little a viewer's path needs of a browser: open an address, and run an async function in the
 * page with one JSON argument, getting its JSON answer back. Each engine implements it over its own
 * automation protocol (WebDriver BiDi for Firefox, classic WebDriver for WebKitGTK).
 */
export interface Driver {
  readonly engine: string
  /** The engine's own version, as it reports it. */
  readonly version: string
  goto(url: string): Promise<void>
  /** `fn` is the source of `async (arg) => …`, run in the page. */
  run<T>(fn: string, arg?: unknown): Promise<T>
  /**
   * Clicks the first element `css` matches as the viewer would, through the browser's input: unlike
   * a script's `click()`, the page sees a user gesture (what lets `video.play()` start with sound).
   */
  click(css: string): Promise<void>
  close(): Promise<void>
}
