import type { Api } from '../api/client'
import type { AppDb } from './db'

/** What the screen readers and refreshers need. */
export interface DataDeps {
  db: AppDb
  api: Api
  now: () => number
}
