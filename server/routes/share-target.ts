import type { Hono } from 'hono'
import type { AppEnv } from '../http/types.ts'

/** Where the installed app's manifest has the system post a shared episode file. */
export const SHARE_TARGET_PATH = '/share-target'

/**
 * The app's worker answers the share target itself and keeps the file. A post that reaches the
 * server came before the worker controlled the page (its first start, or after a hard reload): the
 * server neither reads nor keeps the file, and sends the viewer to Downloads, which says it did not
 * arrive and offers to add it by hand. Registered before the body limit: the body is never read.
 */
export function shareTargetRoutes(app: Hono<AppEnv>): void {
  app.post(SHARE_TARGET_PATH, (c) => {
    c.header('Connection', 'close')
    return c.redirect('/downloads?received=none', 303)
  })
}
