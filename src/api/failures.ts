// Spec section 8's failures as plain values (they clone to the worker and store in IndexedDB), never Errors.

export const FAILURE_DEFAULTS = {
  InternetConnectionFailure: { statusCode: 0, message: 'No internet connection' },
  TimeoutFailure: { statusCode: 408, message: 'The request timed out' },
  BadRequestFailure: { statusCode: 400, message: 'Bad request' },
  NotFoundFailure: { statusCode: 404, message: 'Not found' },
  PermissionFailure: { statusCode: 403, message: 'Permission denied' },
  SubscriptionRequiredFailure: { statusCode: 403, message: 'Please subscribe to view content' },
  SessionFailure: { statusCode: 401, message: 'Your session has expired. Please log in again.' },
  MultipleDeviceFailure: { statusCode: 511, message: 'User is using on multiple devices' },
  ServerFailure: { statusCode: 520, message: 'Unknown network error occurred' },
  UnknownNetworkFailure: { statusCode: 520, message: 'Unknown network error occurred' },
  OtpNotFoundFailure: { statusCode: 0, message: 'OTP record not found' },
  OtpExpiredFailure: { statusCode: 0, message: 'OTP has expired' },
  WrongOtpCodeFailure: { statusCode: 0, message: 'Wrong OTP code' },
  NoContentFailure: { statusCode: 204, message: 'Nothing here yet' },
  HeNetworkSwitchedFailure: { statusCode: 400, message: "Client is not on the partner's network anymore" },
  StorageFailure: { statusCode: 0, message: 'Could not use the storage of this device' },
  TooManyRequestsFailure: { statusCode: 429, message: 'Too many requests, please wait' },
  HandoffExpiredFailure: { statusCode: 400, message: 'Hand-off code has expired' },
  HandoffUsedFailure: { statusCode: 400, message: 'Hand-off code has already been used' },
  HandoffInvalidFailure: { statusCode: 400, message: 'Hand-off code is not valid' },
} as const satisfies Record<string, { statusCode: number; message: string }>

export type FailureType = keyof typeof FAILURE_DEFAULTS

interface FailureBase<K extends FailureType> {
  type: K
  statusCode: number
  message: string
  /** ServerFailure is 520 but may come from a 503. */
  httpStatus?: number
  retryAfterMs?: number
}

export type Failure = { [K in FailureType]: FailureBase<K> }[FailureType]

export function failure<K extends FailureType>(
  type: K,
  message?: string | null,
  extra: { httpStatus?: number; retryAfterMs?: number } = {},
): FailureBase<K> {
  const d = FAILURE_DEFAULTS[type]
  const out: FailureBase<K> = { type, statusCode: d.statusCode, message: message?.trim() ? message : d.message }
  if (extra.httpStatus !== undefined) out.httpStatus = extra.httpStatus
  if (extra.retryAfterMs !== undefined) out.retryAfterMs = extra.retryAfterMs
  return out
}

/** Thrown only inside src/api and src/data to unwind; `toFailure` unwraps it. */
export class FailureError extends Error {
  readonly failure: Failure
  constructor(f: Failure) {
    super(f.message)
    this.name = 'FailureError'
    this.failure = f
  }
}

// Server messages that carry a meaning of their own (server/http/errors.ts MSG).
const MSG_SUBSCRIBE = 'Please subscribe to view content'
const MSG_MULTIPLE_DEVICES = 'User is using on multiple devices'
const MSG_HE_SWITCHED = "Client is not on the partner's network anymore"
// The 400s whose server message names a failure of its own: the message is the failure's default.
const NAMED_400 = [
  'OtpNotFoundFailure',
  'OtpExpiredFailure',
  'WrongOtpCodeFailure',
  'HandoffExpiredFailure',
  'HandoffUsedFailure',
  'HandoffInvalidFailure',
] as const
const NAMED_400_MESSAGES: Record<string, FailureType> = Object.fromEntries(NAMED_400.map((type) => [FAILURE_DEFAULTS[type].message, type]))

/** Maps a non-2xx answer (status and the server's `message`, if any) to its failure. */
export function failureFromHttp(status: number, message: string | null, retryAfterMs?: number): Failure {
  const extra = retryAfterMs === undefined ? { httpStatus: status } : { httpStatus: status, retryAfterMs }
  if (status === 400) {
    const named400 = message === null ? undefined : NAMED_400_MESSAGES[message]
    if (named400) return failure(named400, null, extra)
    if (message === MSG_HE_SWITCHED) return failure('HeNetworkSwitchedFailure', null, extra)
    return failure('BadRequestFailure', message, extra)
  }
  if (status === 401) return failure('SessionFailure', null, extra)
  if (status === 403) {
    return message === MSG_SUBSCRIBE ? failure('SubscriptionRequiredFailure', null, extra) : failure('PermissionFailure', message, extra)
  }
  if (status === 404) return failure('NotFoundFailure', message, extra)
  if (status === 408) return failure('TimeoutFailure', null, extra)
  if (status === 429) return failure('TooManyRequestsFailure', message, extra)
  if (status === 511) {
    return message === MSG_MULTIPLE_DEVICES ? failure('MultipleDeviceFailure', null, extra) : failure('SessionFailure', message, extra)
  }
  if (status >= 500) return failure('ServerFailure', null, extra)
  // Spec section 8: anything else is the generic error.
  return failure('UnknownNetworkFailure', message ?? 'An error occurred', extra)
}

// IndexedDB and Dexie error names: any of these means the device storage failed, not the network.
const STORAGE_ERROR_NAMES = new Set([
  'QuotaExceededError',
  'AbortError',
  'DatabaseClosedError',
  'OpenFailedError',
  'InvalidStateError',
  'VersionError',
  'UnknownError',
  'ConstraintError',
  'DataError',
  'DataCloneError',
  'ReadOnlyError',
  'TransactionInactiveError',
  'MissingAPIError',
  'SubTransactionError',
  'PrematureCommitError',
  'InvalidTableError',
  'SchemaError',
  'UpgradeError',
  'InvalidAccessError',
  'NoSuchDatabaseError',
])

function named(e: unknown): { name?: unknown; inner?: unknown; cause?: unknown } | null {
  return typeof e === 'object' && e !== null ? (e as { name?: unknown; inner?: unknown; cause?: unknown }) : null
}

/** True when the error, or an error it wraps (Dexie `inner`, `cause`), is a full disk. */
export function isQuotaError(e: unknown): boolean {
  let cur: unknown = e
  for (let depth = 0; depth < 6 && cur; depth++) {
    const n = named(cur)
    if (!n) return false
    if (n.name === 'QuotaExceededError') return true
    cur = n.inner ?? n.cause
  }
  return false
}

export function storageFailure(e: unknown): Failure {
  return isQuotaError(e) ? failure('StorageFailure', 'The storage of this device is full') : failure('StorageFailure')
}

function isStorageError(e: unknown): boolean {
  const n = named(e)
  return typeof n?.name === 'string' && STORAGE_ERROR_NAMES.has(n.name)
}

/** A failure from a fetch that threw: a timeout, or no connection at all. */
export function networkFailure(e: unknown): Failure {
  let cur: unknown = e
  for (let depth = 0; depth < 6 && cur; depth++) {
    const n = named(cur)
    if (n?.name === 'TimeoutError') return failure('TimeoutFailure')
    cur = n?.cause
  }
  return failure('InternetConnectionFailure')
}

/** The one mapper from anything thrown inside the data layer to a `Failure`. */
export function toFailure(e: unknown): Failure {
  if (e instanceof FailureError) return e.failure
  if (isQuotaError(e) || isStorageError(e)) return storageFailure(e)
  const n = named(e)
  // AbortSignal.timeout() aborts with this name; the client's own timeout is named where it fires (http.ts).
  if (n?.name === 'TimeoutError') return failure('TimeoutFailure')
  return failure('UnknownNetworkFailure', 'An error occurred')
}

// The server could not be reached, or could not answer now.
const PASSING = new Set<FailureType>(['InternetConnectionFailure', 'TimeoutFailure', 'TooManyRequestsFailure', 'ServerFailure'])

/** What the network's return cures; a 511 over HTTPS is the server's session answer, never a portal's. */
export function waitsForNetwork(f: Failure): boolean {
  return PASSING.has(f.type) || (f.httpStatus !== undefined && f.httpStatus >= 500 && f.httpStatus !== 511)
}

/** Retrying later can succeed: those, and storage (an outbox write may pass once space is freed). */
export function isTransient(f: Failure): boolean {
  return f.type === 'StorageFailure' || waitsForNetwork(f)
}

export function isSessionLost(f: Failure): boolean {
  return f.type === 'SessionFailure' || f.type === 'MultipleDeviceFailure'
}
