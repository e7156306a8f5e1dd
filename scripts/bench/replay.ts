// `npm run bench:replay`: the replay cache (Idempotency-Key) after a flood. First one anonymous
// address sends FLOOD requests with new keys through the app; then the table is filled as a flood
// from ADDRESSES addresses would leave it (FILL rows, written straight in, as the requests would
// take minutes), and a viewer makes WRITES idempotent favorite writes. Prints the rows left and the
// write times, then one JSON line. Timings are figures for docs/performance.md, never asserted.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createApp } from '../../server/app.ts'
import { openDb } from '../../server/db/open.ts'
import { loadSeed } from '../../server/db/load-seed.ts'
import { findOrCreateUser } from '../../server/services/users.ts'
import { createSession } from '../../server/services/tokens.ts'
import * as housekeeping from '../../server/services/housekeeping.ts'
import { fixtureCatalogue } from '../../server/test-support/fixture-catalogue.ts'
import { spreadOf } from './stats.ts'

const FLOOD = Number(process.env.FLOOD ?? 5000)
const FILL = Number(process.env.FILL ?? 200_000)
const ADDRESSES = Number(process.env.ADDRESSES ?? 1000)
const WRITES = Number(process.env.WRITES ?? 300)

const dir = mkdtempSync(join(tmpdir(), 'bench-replay-'))
const db = openDb(join(dir, 'app.db'))
let now = Date.now()
loadSeed(db, fixtureCatalogue, now)
const app = createApp({ db, now: () => now, log: () => {}, config: { staticDir: join(dir, 'none'), assetsDir: join(dir, 'none') } })
const count = () => (db.prepare('SELECT COUNT(*) AS n FROM replays').get() as { n: number }).n

const peer = (address: string) => ({ incoming: { socket: { remoteAddress: address } } }) as never
for (let i = 0; i < FLOOD; i++) {
  await app.request(
    'http://localhost/v1/no-such-call',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `flood-${i}` },
      body: '{}',
    },
    peer('203.0.113.9'),
  )
  now += 1
}
const afterOneAddress = count()

const insert = db.prepare(`INSERT OR IGNORE INTO replays (key, scope, method, path, body_hash, status, content_type, body, created_at)
  VALUES (?, ?, 'POST', '/v1/no-such-call', '', 404, 'application/json', '{"code":404,"message":"Not Found"}', ?)`)
db.transaction(() => {
  for (let i = 0; i < FILL; i++) insert.run(`fill-${i}`, `a:198.18.${(i % ADDRESSES) >> 8}.${(i % ADDRESSES) & 255}`, now - FILL + i)
})()
const filled = count()
// What the server's timer does every 10 minutes (absent before the table was bounded).
;(housekeeping as { sweepLapsed?: (db: unknown, now: number) => void }).sweepLapsed?.(db, now)
const swept = count()

const { user } = findOrCreateUser(db, '959420000002', now)
const { accessToken } = createSession(db, user.id, now, { accessTokenTtlS: 86_400, maxDevices: 2 })
const times: number[] = []
for (let i = 0; i < WRITES; i++) {
  now += 1000
  const started = performance.now()
  const res = await app.request('http://localhost/v1/favorite', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `write-${i}`, Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ contentId: 1 + (i % 3) }),
  })
  await res.text()
  times.push(performance.now() - started)
  if (res.status !== 200) throw new Error(`favorite write answered ${res.status}`)
}
const rowsAfter = count()
const spread = spreadOf(times)
db.close()
rmSync(dir, { recursive: true, force: true })

const ms = (x: number) => `${x.toFixed(2)} ms`
console.log(`${FLOOD} new keys from one address: ${afterOneAddress} rows`)
console.log(
  `table filled as by ${ADDRESSES} addresses: ${filled} rows; after the timer's sweep ${swept}; after ${WRITES} idempotent writes: ${rowsAfter} rows`,
)
console.log(`idempotent write: median ${ms(spread.median)}, min ${ms(spread.min)}, max ${ms(spread.max)}`)
console.log(JSON.stringify({ flood: FLOOD, rowsAfterOneAddress: afterOneAddress, filled, swept, rowsAfter, writeMs: spread }))
