import type { ConnectionHints } from '../../../lib/data-saver'

const NO_WARM_UP = new Set(['slow-2g', '2g'])

/** Not when the viewer asked the browser to save data, nor on 2G, where it would slow the page's images. */
export function mayWarmUp(hints: ConnectionHints): boolean {
  return hints.saveData !== true && !(hints.effectiveType !== undefined && NO_WARM_UP.has(hints.effectiveType))
}
