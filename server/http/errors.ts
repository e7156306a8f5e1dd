import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { routePath } from 'hono/route'
import type { Logger } from '../log.ts'

// Every failure the API reports travels as an HttpError so one handler renders `{ statusCode, message }`.
export class HttpError extends Error {
  status: ContentfulStatusCode
  headers: Record<string, string>
  constructor(status: ContentfulStatusCode, message: string, headers: Record<string, string> = {}) {
    super(message)
    this.status = status
    this.headers = headers
  }
}

export const MSG = {
  permissionDenied: 'Permission denied',
  subscribe: 'Please subscribe to view content',
  multipleDevices: 'User is using on multiple devices',
  heStale: "Client is not on the partner's network anymore",
  otpNotFound: 'OTP record not found',
  otpExpired: 'OTP has expired',
  otpWrong: 'Wrong OTP code',
  notFound: 'Not Found',
} as const

export const badRequest = (message: string) => new HttpError(400, message)
export const notFound = (message: string = MSG.notFound) => new HttpError(404, message)
export const forbidden = (message: string = MSG.permissionDenied) => new HttpError(403, message)
export const unauthorized = (message: string) => new HttpError(401, message)

export function errorBody(status: number, message: string) {
  return { statusCode: status, message }
}

export function renderError(c: Context, err: unknown, logger: Logger): Response {
  if (err instanceof HttpError) {
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v)
    return c.json(errorBody(err.status, err.message), err.status)
  }
  logger.error({ method: c.req.method, route: routePath(c), err }, 'unhandled error')
  return c.json(errorBody(500, 'Internal server error'), 500)
}
