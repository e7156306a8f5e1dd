import * as v from 'valibot'
import { pageStorage, readStoredJson, writeStoredJson } from '../../lib/stored-json'
import { LadderSchema, type Rendition } from './data-use'

/** The renditions of the last episode played, so the data saver screen can estimate without a call. */
export const LADDER_KEY = 'STREAM_LADDER'

// Not stored, only an estimate is lost: the screen then fetches a sample playlist.
export function rememberLadder(ladder: Rendition[]): void {
  if (v.is(LadderSchema, ladder)) writeStoredJson(pageStorage(), LADDER_KEY, ladder)
}

export function readRememberedLadder(): Rendition[] | null {
  return readStoredJson(pageStorage(), LADDER_KEY, LadderSchema) ?? null
}
