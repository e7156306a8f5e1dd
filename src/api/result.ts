import type { Failure } from './failures'

/** Every public function of src/api and src/data resolves to a `Result` and never rejects. */
export type Result<T> = { ok: true; value: T } | { ok: false; failure: Failure }

export const ok = <T>(value: T): Result<T> => ({ ok: true, value })
export const fail = <T = never>(failure: Failure): Result<T> => ({ ok: false, failure })
