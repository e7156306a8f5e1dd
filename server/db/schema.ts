// One schema, created idempotently. Times are epoch milliseconds from the injected clock.
export const SCHEMA_VERSION = 1

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS genres (id INTEGER PRIMARY KEY, name TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS titles (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  content_type TEXT NOT NULL CHECK (content_type IN ('single', 'serie')),
  description TEXT NOT NULL,
  director TEXT NOT NULL,
  actors TEXT NOT NULL,
  supporters TEXT NOT NULL,
  novel TEXT NOT NULL,
  script TEXT NOT NULL,
  poster_img TEXT NOT NULL,
  banner_img TEXT NOT NULL,
  slider_img TEXT NOT NULL,
  episode_poster_img TEXT NOT NULL,
  is_free INTEGER NOT NULL,
  year INTEGER NOT NULL,
  -- lower-cased NFC title and actors: SQLite's LOWER/LIKE only fold ASCII.
  search_title TEXT NOT NULL,
  search_actors TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS title_genres (
  title_id INTEGER NOT NULL REFERENCES titles(id),
  genre_id INTEGER NOT NULL REFERENCES genres(id),
  PRIMARY KEY (title_id, genre_id)
);
CREATE INDEX IF NOT EXISTS title_genres_genre ON title_genres(genre_id);

CREATE TABLE IF NOT EXISTS episodes (
  id INTEGER PRIMARY KEY,
  title_id INTEGER NOT NULL REFERENCES titles(id),
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  is_free INTEGER NOT NULL,
  duration_ms INTEGER NOT NULL,
  episode_poster_img TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS episodes_title ON episodes(title_id, position);

CREATE TABLE IF NOT EXISTS sections (id INTEGER PRIMARY KEY, name TEXT NOT NULL, type TEXT NOT NULL, position INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS section_items (
  section_id INTEGER NOT NULL REFERENCES sections(id),
  content_id INTEGER NOT NULL REFERENCES titles(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (section_id, content_id)
);

CREATE TABLE IF NOT EXISTS banners (position INTEGER PRIMARY KEY, content_id INTEGER NOT NULL REFERENCES titles(id));

CREATE TABLE IF NOT EXISTS promotions (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  banner_image TEXT NOT NULL,
  details_image TEXT NOT NULL,
  details_body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS promotion_banners (position INTEGER PRIMARY KEY, promotion_id INTEGER NOT NULL REFERENCES promotions(id));

CREATE TABLE IF NOT EXISTS notifications (
  id INTEGER PRIMARY KEY,
  title_en TEXT NOT NULL, title_my TEXT NOT NULL,
  body_en TEXT NOT NULL, body_my TEXT NOT NULL,
  image TEXT NOT NULL,
  content_id INTEGER REFERENCES titles(id),
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS articles (type TEXT PRIMARY KEY, html_en TEXT NOT NULL, html_my TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS providers (key TEXT PRIMARY KEY, name TEXT NOT NULL, name_mm TEXT NOT NULL, icon TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS plans (
  id INTEGER PRIMARY KEY,
  provider TEXT NOT NULL REFERENCES providers(key),
  title_mm TEXT NOT NULL,
  description_mm TEXT NOT NULL,
  amount REAL NOT NULL,
  currency TEXT NOT NULL,
  days INTEGER NOT NULL
);

-- The catalogue's words in each language the app speaks (Accept-Language: 'my' or 'en'). The
-- columns of the tables above keep the Burmese, the default; these rows are (re)written from the
-- seed on start (server/db/load-seed.ts), so a database seeded before they existed gains them.
CREATE TABLE IF NOT EXISTS section_texts (
  section_id INTEGER NOT NULL REFERENCES sections(id),
  lang TEXT NOT NULL CHECK (lang IN ('my', 'en')),
  name TEXT NOT NULL,
  PRIMARY KEY (section_id, lang)
);
CREATE TABLE IF NOT EXISTS promotion_texts (
  promotion_id INTEGER NOT NULL REFERENCES promotions(id),
  lang TEXT NOT NULL CHECK (lang IN ('my', 'en')),
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  details_body TEXT NOT NULL,
  banner_image TEXT NOT NULL,
  details_image TEXT NOT NULL,
  PRIMARY KEY (promotion_id, lang)
);
CREATE TABLE IF NOT EXISTS plan_texts (
  plan_id INTEGER NOT NULL REFERENCES plans(id),
  lang TEXT NOT NULL CHECK (lang IN ('my', 'en')),
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (plan_id, lang)
);

CREATE TABLE IF NOT EXISTS redeem_codes (
  code TEXT PRIMARY KEY,
  days INTEGER NOT NULL,
  used_by INTEGER REFERENCES users(id),
  used_at INTEGER
);

CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  phone TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  -- Paid access ends at these instants; operator plans and redeemed codes are separate balances.
  main_exp INTEGER NOT NULL DEFAULT 0,
  redeem_exp INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS subscriptions (
  user_id INTEGER NOT NULL REFERENCES users(id),
  provider TEXT NOT NULL,
  account TEXT NOT NULL,
  plan_id INTEGER NOT NULL REFERENCES plans(id),
  renews INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, provider)
);

CREATE TABLE IF NOT EXISTS sessions (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  displaced_at INTEGER
);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions(user_id);

CREATE TABLE IF NOT EXISTS access_tokens (
  hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions(id),
  user_id INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS refresh_tokens (
  hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions(id),
  user_id INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  -- Once held the pair this token was exchanged for, in plain text. That pair now lives in the
  -- server's memory for the grace window only (server/services/tokens.ts); the column stays empty.
  successor TEXT
);
-- A database written before then may still hold live pairs: a copy of the file must not log anyone in.
UPDATE refresh_tokens SET successor = NULL WHERE successor IS NOT NULL;

-- Tokens of sessions that ended (logout, a refresh token replayed after its grace window, or a
-- device displaced by the device limit): hashes only, no longer valid for anything. They are kept
-- until they would have expired so that a displaced device hears 511 (spec section 8), not 401.
CREATE TABLE IF NOT EXISTS revoked_tokens (
  hash TEXT PRIMARY KEY,
  reason TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS otps (
  phone TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code TEXT NOT NULL,
  meta TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  consumed INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (phone, purpose)
);

CREATE TABLE IF NOT EXISTS he_tokens (
  hash TEXT PRIMARY KEY,
  msisdn TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  stale INTEGER NOT NULL DEFAULT 0
);

-- One-time codes that carry a login into another browser on the same phone (routes/handoff.ts).
-- Kept a day past expiry only so a late viewer hears "expired" or "used" rather than "not valid".
CREATE TABLE IF NOT EXISTS handoff_codes (
  hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  session_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX IF NOT EXISTS handoff_codes_expiry ON handoff_codes (expires_at);

CREATE TABLE IF NOT EXISTS favorites (
  user_id INTEGER NOT NULL REFERENCES users(id),
  content_id INTEGER NOT NULL REFERENCES titles(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, content_id)
);

CREATE TABLE IF NOT EXISTS watch_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  child_id INTEGER NOT NULL REFERENCES episodes(id),
  duration INTEGER NOT NULL,
  position INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (user_id, child_id)
);

CREATE TABLE IF NOT EXISTS payments (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  provider TEXT NOT NULL,
  plan_id INTEGER NOT NULL REFERENCES plans(id),
  transaction_id TEXT NOT NULL,
  callback_url TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS search_queries (
  key TEXT PRIMARY KEY,
  display TEXT NOT NULL,
  count INTEGER NOT NULL,
  last_at INTEGER NOT NULL
);

-- Who searched what on which day (server/services/most-searched.ts): a search counts once per viewer
-- and day, and a query is shown once enough distinct viewers found something with it.
CREATE TABLE IF NOT EXISTS search_views (
  key TEXT NOT NULL,
  viewer TEXT NOT NULL,
  day INTEGER NOT NULL,
  PRIMARY KEY (key, viewer, day)
);

-- The first replay cache was shared by all anonymous callers and kept login answers, tokens
-- included, in plain text: it is dropped on upgrade.
DROP TABLE IF EXISTS idempotency;

CREATE TABLE IF NOT EXISTS replays (
  key TEXT NOT NULL,
  scope TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  body_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  content_type TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (key, scope, method, path)
);
-- The sweep of lapsed keys and the per-caller cap (server/http/idempotency.ts) read these, never
-- the whole table.
CREATE INDEX IF NOT EXISTS replays_created ON replays(created_at);
CREATE INDEX IF NOT EXISTS replays_scope ON replays(scope, created_at);

-- Download licences (server/services/download-licenses.ts): one viewer's right to keep one episode on one
-- device (the session that asked) until expires_at, renewed while they stay entitled. A released licence
-- is deleted; a lapsed one stays renewable for a week, then goes.
CREATE TABLE IF NOT EXISTS download_licenses (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  session_id TEXT NOT NULL,
  episode_id INTEGER NOT NULL REFERENCES episodes(id),
  quality TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS download_licenses_user ON download_licenses(user_id, expires_at);
CREATE INDEX IF NOT EXISTS download_licenses_session ON download_licenses(session_id, episode_id);

-- Abuse limits (server/http/limits.ts): one row per limiter key and window, in rate-limiter-flexible's
-- SQLite store layout, so counts survive a restart.
CREATE TABLE IF NOT EXISTS rate_limits (
  key TEXT PRIMARY KEY,
  points INTEGER NOT NULL DEFAULT 0,
  expire INTEGER
);

-- Proofs of work that paid for a code (server/http/otp-proof.ts): each pays once, until it expires.
CREATE TABLE IF NOT EXISTS spent_proofs (nonce TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS spent_proofs_expiry ON spent_proofs(expires_at);

-- Ratings (server/services/ratings.ts): one row per viewer and title; rating_totals is the title's
-- running count and sum, changed in the same transaction as the row so a read never sees one
-- without the other.
CREATE TABLE IF NOT EXISTS ratings (
  user_id INTEGER NOT NULL REFERENCES users(id),
  content_id INTEGER NOT NULL REFERENCES titles(id),
  stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, content_id)
);
CREATE TABLE IF NOT EXISTS rating_totals (
  content_id INTEGER PRIMARY KEY REFERENCES titles(id),
  count INTEGER NOT NULL,
  total INTEGER NOT NULL
);

-- Comments (server/services/comments.ts). A deleted comment keeps its row (deleted_at) so that its
-- author deleting it again is still an answer, not a 404; reports counts comment_reports' rows.
CREATE TABLE IF NOT EXISTS comments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  content_id INTEGER NOT NULL REFERENCES titles(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  reports INTEGER NOT NULL DEFAULT 0,
  deleted_at INTEGER
);
CREATE INDEX IF NOT EXISTS comments_content ON comments(content_id, created_at, id);
CREATE TABLE IF NOT EXISTS comment_reports (
  comment_id INTEGER NOT NULL REFERENCES comments(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (comment_id, user_id)
);
`
