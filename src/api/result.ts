import type { Failure } from './failures'

/**
 * Error style of the whole data layer: every public function of src/api and src/data resolves to a
 * `Result` and never rejects. Inside the client a `FailureError` may be thrown to unwind; it is
 * turned back into a `Result` by `toFailure` at one place (the request pipeline and `guard`).
 * Components therefore never see an exception from a network or storage error.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; failure: Failure }

export const ok = <T>(value: T): Result<T> => ({ ok: true, value })
export const fail = <T = never>(failure: Failure): Result<T> => ({ ok: false, failure })

export function mapResult<T, U>(r: Result<T>, f: (value: T) => U): Result<U> {
  return r.ok ? ok(f(r.value)) : r
}
