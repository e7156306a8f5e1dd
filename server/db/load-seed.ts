import type { Database } from 'better-sqlite3'
import type { SeedCatalogue } from '../seed/types.ts'
import { searchKey } from '../services/text.ts'
import { findOrCreateUser } from '../services/users.ts'
import { DAY_MS } from '../services/subscription.ts'
import { seedSearch } from '../services/most-searched.ts'

/**
 * Writes a catalogue into an empty database, in one transaction. Foreign keys are on, so a
 * catalogue that points at a missing title or plan fails loudly here rather than serving holes.
 * `demo` adds the demo users, their subscriptions and the redeem codes written in the repository:
 * anyone can read those, so a production server leaves them out (server/server.ts decides).
 */
export function loadSeed(db: Database, cat: SeedCatalogue, now: number, { demo = false }: { demo?: boolean } = {}): void {
  db.transaction(() => {
    const genre = db.prepare('INSERT INTO genres (id, name) VALUES (?, ?)')
    for (const g of cat.genres) genre.run(g.id, g.name)

    const title = db.prepare(`INSERT INTO titles (id, title, content_type, description, director, actors, supporters,
      novel, script, poster_img, banner_img, slider_img, episode_poster_img, is_free, year, search_title, search_actors)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    const titleGenre = db.prepare('INSERT OR IGNORE INTO title_genres (title_id, genre_id) VALUES (?, ?)')
    const episode = db.prepare(`INSERT INTO episodes (id, title_id, position, title, description, is_free, duration_ms,
      episode_poster_img) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
    for (const t of cat.titles) {
      title.run(
        t.id,
        t.title,
        t.contentType,
        t.description,
        t.director,
        t.actors,
        t.supporters,
        t.novel,
        t.script,
        t.posterImg,
        t.bannerImg,
        t.sliderImg,
        t.episodePosterImg,
        t.isFree ? 1 : 0,
        t.year,
        searchKey(t.title),
        searchKey(t.actors),
      )
      for (const gid of t.typeIds) titleGenre.run(t.id, gid)
      t.episodes.forEach((e, i) => episode.run(e.id, t.id, i, e.title, e.description, e.isFree ? 1 : 0, e.durationMs, e.episodePosterImg))
    }

    const section = db.prepare('INSERT INTO sections (id, name, type, position) VALUES (?, ?, ?, ?)')
    const sectionItem = db.prepare('INSERT OR IGNORE INTO section_items (section_id, content_id, position) VALUES (?, ?, ?)')
    cat.sections.forEach((s, i) => {
      section.run(s.id, s.name.my, s.type, i)
      s.contentIds.forEach((cid, j) => sectionItem.run(s.id, cid, j))
    })

    const banner = db.prepare('INSERT INTO banners (position, content_id) VALUES (?, ?)')
    cat.bannerIds.forEach((cid, i) => banner.run(i, cid))

    const promo = db.prepare(`INSERT INTO promotions (id, title, summary, banner_image, details_image, details_body)
      VALUES (?, ?, ?, ?, ?, ?)`)
    for (const p of cat.promotions) promo.run(p.id, p.title.my, p.summary.my, p.bannerImage.my, p.detailsImage.my, p.detailsBody.my)
    const promoBanner = db.prepare('INSERT INTO promotion_banners (position, promotion_id) VALUES (?, ?)')
    cat.promotionBannerIds.forEach((pid, i) => promoBanner.run(i, pid))

    const notification = db.prepare(`INSERT INTO notifications (id, title_en, title_my, body_en, body_my, image,
      content_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
    for (const n of cat.notifications) {
      notification.run(n.id, n.title.en, n.title.my, n.body.en, n.body.my, n.image, n.contentId, new Date(n.createdAt).toISOString())
    }

    const article = db.prepare('INSERT INTO articles (type, html_en, html_my) VALUES (?, ?, ?)')
    for (const a of cat.articles) article.run(a.type, a.html.en, a.html.my)

    const provider = db.prepare('INSERT INTO providers (key, name, name_mm, icon) VALUES (?, ?, ?, ?)')
    for (const p of cat.providers) provider.run(p.key, p.name, p.nameMM, p.icon)
    const plan = db.prepare(`INSERT INTO plans (id, provider, title_mm, description_mm, amount, currency, days)
      VALUES (?, ?, ?, ?, ?, ?, ?)`)
    for (const p of cat.plans) plan.run(p.id, p.provider, p.title.my, p.description.my, p.amount, p.currency, p.days)

    if (demo) {
      const code = db.prepare('INSERT INTO redeem_codes (code, days) VALUES (?, ?)')
      for (const r of cat.redeemCodes) code.run(r.code.trim().toUpperCase(), r.days)
      for (const d of cat.demoUsers) seedDemoUser(db, cat, d, now)
    }

    seedSearches(db, cat, now)
    loadLocalizedTexts(db, cat)

    const meta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)')
    meta.run('popup', JSON.stringify(cat.popup))
    meta.run('stream_url', cat.streamUrl)
    meta.run('trailer_url', cat.trailerUrl)
    meta.run('seeded_at', new Date(now).toISOString())
  })()
}

/** Bumped whenever the seed's texts change, so that databases seeded earlier take the new ones on start. */
export const TEXTS_VERSION = '2'

/** True when the database holds the seed's texts in every language of this version. */
export function localizedTextsCurrent(db: Database): boolean {
  const row = db.prepare<[], { value: string }>(`SELECT value FROM meta WHERE key = 'texts_version'`).get()
  return row?.value === TEXTS_VERSION
}

/**
 * Writes the catalogue's words in both languages for the sections, promotions and plans the
 * database holds; rows for ids it does not hold are skipped, so an older database is never made
 * to point at something it lacks. Idempotent: run on every start of an out-of-date database.
 */
export function loadLocalizedTexts(db: Database, cat: SeedCatalogue): void {
  const langs = ['my', 'en'] as const
  db.transaction(() => {
    const has = (table: string, id: number) => db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id) !== undefined
    const section = db.prepare('INSERT OR REPLACE INTO section_texts (section_id, lang, name) VALUES (?, ?, ?)')
    for (const s of cat.sections) if (has('sections', s.id)) for (const l of langs) section.run(s.id, l, s.name[l])
    const promo = db.prepare(`INSERT OR REPLACE INTO promotion_texts (promotion_id, lang, title, summary, details_body,
      banner_image, details_image) VALUES (?, ?, ?, ?, ?, ?, ?)`)
    for (const p of cat.promotions) {
      if (!has('promotions', p.id)) continue
      for (const l of langs) promo.run(p.id, l, p.title[l], p.summary[l], p.detailsBody[l], p.bannerImage[l], p.detailsImage[l])
    }
    const plan = db.prepare('INSERT OR REPLACE INTO plan_texts (plan_id, lang, title, description) VALUES (?, ?, ?, ?)')
    for (const p of cat.plans) if (has('plans', p.id)) for (const l of langs) plan.run(p.id, l, p.title[l], p.description[l])
    db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('texts_version', ?)`).run(TEXTS_VERSION)
  })()
}

/**
 * Takes the repository's demo secrets out of a database seeded with them, for a server that now
 * runs without demo data: unused published redeem codes go, and a demo account nobody has logged
 * in to loses the subscription the seed gave it. Returns what it removed.
 */
export function removeDemoSecrets(db: Database, cat: SeedCatalogue): { codes: number; accounts: number } {
  return db.transaction(() => {
    const code = db.prepare('DELETE FROM redeem_codes WHERE code = ? AND used_by IS NULL')
    let codes = 0
    for (const r of cat.redeemCodes) codes += code.run(r.code.trim().toUpperCase()).changes
    let accounts = 0
    const untouched = db.prepare<[string], { id: number }>(
      'SELECT id FROM users WHERE phone = ? AND NOT EXISTS (SELECT 1 FROM sessions WHERE user_id = users.id)',
    )
    for (const d of cat.demoUsers) {
      const user = untouched.get(d.phone)
      if (!user) continue
      db.prepare('DELETE FROM subscriptions WHERE user_id = ?').run(user.id)
      accounts += db
        .prepare('UPDATE users SET main_exp = 0, redeem_exp = 0 WHERE id = ? AND (main_exp > 0 OR redeem_exp > 0)')
        .run(user.id).changes
    }
    return { codes, accounts }
  })()
}

function seedDemoUser(db: Database, cat: SeedCatalogue, d: SeedCatalogue['demoUsers'][number], now: number): void {
  const { user } = findOrCreateUser(db, d.phone, now)
  db.prepare('UPDATE users SET name = ? WHERE id = ?').run(d.name, user.id)
  if (d.premiumDays <= 0) return
  db.prepare('UPDATE users SET main_exp = ? WHERE id = ?').run(now + d.premiumDays * DAY_MS, user.id)
  const plan = d.provider ? cat.plans.find((p) => p.provider === d.provider) : undefined
  if (d.provider && plan) {
    db.prepare(
      `INSERT INTO subscriptions (user_id, provider, account, plan_id, renews, created_at)
      VALUES (?, ?, ?, ?, 1, ?)`,
    ).run(user.id, d.provider, d.phone, plan.id, now)
  }
}

// A fresh database still shows a "most searched" list: the carousel titles stand in for real traffic.
function seedSearches(db: Database, cat: SeedCatalogue, now: number): void {
  const byId = new Map(cat.titles.map((t) => [t.id, t.title]))
  const names = [...cat.bannerIds.map((id) => byId.get(id)), ...cat.titles.map((t) => t.title)].filter(
    (n): n is string => typeof n === 'string',
  )
  const unique = [...new Map(names.map((n) => [searchKey(n), n])).entries()].slice(0, 5)
  unique.forEach(([key, display], i) => seedSearch(db, key, display, 5 - i, now))
}
