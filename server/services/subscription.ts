import type { Database } from 'better-sqlite3'
import type { Provider } from '../seed/types.ts'
import { getUser } from './users.ts'
import { durably } from '../db/durable.ts'

export const DAY_MS = 86_400_000

export interface PlanRow {
  id: number
  provider: Provider
  title_mm: string
  description_mm: string
  amount: number
  currency: string
  days: number
}

interface SubRow {
  provider: Provider
  account: string
  plan_id: number
  renews: number
  days: number
}

export function getPlan(db: Database, id: number): PlanRow | undefined {
  return db.prepare<[number], PlanRow>('SELECT * FROM plans WHERE id = ?').get(id)
}

function subs(db: Database, userId: number): SubRow[] {
  return db
    .prepare<[number], SubRow>(
      `SELECT s.provider, s.account, s.plan_id, s.renews, p.days
         FROM subscriptions s JOIN plans p ON p.id = s.plan_id
        WHERE s.user_id = ? ORDER BY s.created_at, s.provider`,
    )
    .all(userId)
}

/**
 * Operators bill renewing plans each period, so a lapsed balance is topped up lazily when read.
 * Cancelled plans stay listed until the days they paid for run out.
 */
function settle(db: Database, userId: number, now: number): void {
  const user = getUser(db, userId)
  if (!user) return
  let mainExp = user.main_exp
  if (mainExp <= now && mainExp > 0) {
    const period = subs(db, userId)
      .filter((s) => s.renews === 1)
      .reduce((sum, s) => sum + s.days * DAY_MS, 0)
    if (period > 0) {
      mainExp += (Math.floor((now - mainExp) / period) + 1) * period
      db.prepare('UPDATE users SET main_exp = ? WHERE id = ?').run(mainExp, userId)
    }
  }
  if (mainExp <= now) db.prepare('DELETE FROM subscriptions WHERE user_id = ? AND renews = 0').run(userId)
}

const daysLeft = (exp: number, now: number) => (exp > now ? Math.ceil((exp - now) / DAY_MS) : 0)

export function subscriptionState(db: Database, userId: number, now: number) {
  settle(db, userId, now)
  const user = getUser(db, userId)
  const mainExp = user?.main_exp ?? 0
  const redeemExp = user?.redeem_exp ?? 0
  return {
    isPremiumUser: mainExp > now || redeemExp > now,
    mainBalance: daysLeft(mainExp, now),
    mainExpDate: mainExp > now ? new Date(mainExp).toISOString() : null,
    redeemBalance: daysLeft(redeemExp, now),
    subscriptions: subs(db, userId).map((s) => ({
      provider: s.provider,
      account: s.account,
      planId: s.plan_id,
      renews: s.renews === 1,
    })),
  }
}

export function isEntitled(db: Database, userId: number, now: number): boolean {
  return subscriptionState(db, userId, now).isPremiumUser
}

/** "Already subscribed" means a plan with that operator that still renews. */
export function isSubscribedTo(db: Database, userId: number, provider: Provider, now: number): boolean {
  settle(db, userId, now)
  return db.prepare('SELECT 1 FROM subscriptions WHERE user_id = ? AND provider = ? AND renews = 1').get(userId, provider) !== undefined
}

export function activatePlan(db: Database, userId: number, plan: PlanRow, account: string, now: number): void {
  durably(db, () => {
    settle(db, userId, now)
    const user = getUser(db, userId)
    if (!user) throw new Error(`no user ${userId}`)
    const base = Math.max(user.main_exp, now)
    db.prepare('UPDATE users SET main_exp = ? WHERE id = ?').run(base + plan.days * DAY_MS, userId)
    db.prepare(
      `INSERT INTO subscriptions (user_id, provider, account, plan_id, renews, created_at) VALUES (?, ?, ?, ?, 1, ?)
       ON CONFLICT (user_id, provider) DO UPDATE SET account = excluded.account, plan_id = excluded.plan_id, renews = 1`,
    ).run(userId, plan.provider, account, plan.id, now)
  })
}

export function cancelSubscription(
  db: Database,
  userId: number,
  provider: Provider,
  account: string,
  now: number,
): 'cancelled' | 'already' | 'missing' {
  settle(db, userId, now)
  const row = db
    .prepare<[number, string, string], { renews: number }>(
      'SELECT renews FROM subscriptions WHERE user_id = ? AND provider = ? AND account = ?',
    )
    .get(userId, provider, account)
  if (!row) return 'missing'
  if (row.renews === 0) return 'already'
  durably(db, () => db.prepare('UPDATE subscriptions SET renews = 0 WHERE user_id = ? AND provider = ?').run(userId, provider))
  return 'cancelled'
}

export function addRedeemDays(db: Database, userId: number, days: number, now: number): void {
  const user = getUser(db, userId)
  if (!user) throw new Error(`no user ${userId}`)
  db.prepare('UPDATE users SET redeem_exp = ? WHERE id = ?').run(Math.max(user.redeem_exp, now) + days * DAY_MS, userId)
}
