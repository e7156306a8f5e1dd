import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { errorBody } from './errors.ts'

/** No call of this API takes more than a few kilobytes. */
export const MAX_BODY_BYTES = 64 * 1024

/**
 * Refuses a larger body with 413 before anything parses it: from Content-Length when it is given,
 * otherwise by counting a chunked body as it streams in, so at most 64 KB is ever held. The
 * connection closes with the answer, so the rest of the upload is never read.
 */
export const bodySizeLimit: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    c.header('Connection', 'close')
    return c.json(errorBody(413, `Request body must be at most ${MAX_BODY_BYTES / 1024} KB`), 413)
  },
})
