import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { pino, type Logger } from 'pino'
import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'

export type { Logger }

/** Field names whose values never reach the log, wherever a call site puts them. */
const REDACTED = ['phone', 'msisdn', 'code', 'otp', 'token', 'accessToken', 'refreshToken', 'authorization', 'cookie']

/** "95942…09": enough to tell two numbers apart in a log, not enough to call or log in as anyone. */
export const maskPhone = (phone: string) => (phone.length > 7 ? `${phone.slice(0, 5)}…${phone.slice(-2)}` : '…')

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' }

/** A value as one escaped token: a newline or control character in it cannot start a line of its own. */
const token = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  const escaped = JSON.stringify(text ?? '').slice(1, -1)
  return /^[\w./:@…+-]*$/.test(escaped) ? escaped : `"${escaped}"`
}

/**
 * One JSON record as a line a developer reads: time, level, message, then key=value. Every value is
 * escaped, so the readable form is as unforgeable as the JSON one.
 */
export function readableLine(json: string): string {
  const { time, level, msg, ...rest } = JSON.parse(json) as Record<string, unknown>
  const at = typeof time === 'string' ? time.slice(11, 23) : typeof time === 'number' ? new Date(time).toISOString().slice(11, 23) : ''
  const fields = Object.entries(rest).map(([k, v]) => `${k}=${token(v)}`)
  return [at, (LEVELS[Number(level)] ?? String(level)).padEnd(5), JSON.stringify(String(msg ?? '')).slice(1, -1), ...fields]
    .filter((part) => part !== '')
    .join(' ')
}

export interface LoggerOptions {
  /** JSON lines for a log collector; otherwise the readable form. */
  production: boolean
  /** Where each finished line goes; stdout by default. */
  write?: (line: string) => void
  level?: string
}

/** The server's logger (pino): JSON lines in production, a readable line each outside it. */
export function createLogger({ production, write, level = process.env.LOG_LEVEL ?? 'info' }: LoggerOptions): Logger {
  const out = write ?? ((line: string) => process.stdout.write(`${line}\n`))
  const stream = {
    write(chunk: string) {
      const json = chunk.endsWith('\n') ? chunk.slice(0, -1) : chunk
      out(production ? json : readableLine(json))
    },
  }
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: [...REDACTED, ...REDACTED.map((k) => `*.${k}`)], censor: '[redacted]' },
    },
    stream,
  )
}

/**
 * One line per request: an id (also sent back as X-Request-Id, for a viewer's report to name), the
 * method, the route as registered (never the raw path or query, which carry whatever the caller
 * wrote), the status and the time taken. No header and no body is logged.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const id = randomBytes(6).toString('base64url')
    const started = performance.now()
    try {
      await next()
      c.res.headers.set('X-Request-Id', id)
    } finally {
      const status = c.res.status
      const ms = Math.round((performance.now() - started) * 10) / 10
      const route = routePath(c)
      const line = { req: id, method: c.req.method, route, status, ms }
      if (status >= 500) logger.error(line, 'request')
      else logger.info(line, 'request')
    }
  }
}
