import type { Hono } from 'hono'
import * as v from 'valibot'
import type { AppContext, AppEnv } from '../http/types.ts'
import { id, page, parse, parseQuery } from '../http/validation.ts'
import { notFound } from '../http/errors.ts'
import { optionalUser } from '../http/auth.ts'
import { ITEM_COLUMNS, PAGE_SIZE, contentItem, getTitle, offsetOf, paged, type TitleRow } from '../services/content.ts'
import { answerLanguage } from '../http/language.ts'
import type { SeedPopup } from '../seed/types.ts'
import { servedSeconds } from '../services/media-source.ts'
import { episodeLadder } from '../services/stream-ladder.ts'

/** Home rows are previews; the category page holds the full list. */
const HOME_ROW_LIMIT = 20
const RELATED_LIMIT = 12

const IdParam = v.object({ id: id('id') })
const CategoryQuery = v.object({
  categoryId: id('categoryId'),
  type: v.optional(v.picklist(['section', 'type'], "type must be 'section' or 'type'"), 'section'),
  page: page(),
})
const ArticleQuery = v.object({
  type: v.optional(
    v.picklist(
      ['faq', 'terms_and_conditions', 'privacy_policy', 'about_us'],
      'type must be one of faq, terms_and_conditions, privacy_policy, about_us',
    ),
    'privacy_policy',
  ),
})

interface PromotionRow {
  id: number
  title: string
  summary: string
  banner_image: string
  details_image: string
  details_body: string
}

export function catalogueRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const { db } = ctx

  /** A promotion's words in `lang`, falling back to the Burmese of its own row. */
  const promotion = (id: number, lang: string) =>
    db
      .prepare<[string, number], PromotionRow>(
        `SELECT p.id, COALESCE(x.title, p.title) AS title, COALESCE(x.summary, p.summary) AS summary,
           COALESCE(x.banner_image, p.banner_image) AS banner_image, COALESCE(x.details_image, p.details_image) AS details_image,
           COALESCE(x.details_body, p.details_body) AS details_body
           FROM promotions p LEFT JOIN promotion_texts x ON x.promotion_id = p.id AND x.lang = ? WHERE p.id = ?`,
      )
      .get(lang, id)

  app.get('/v1/home', (c) => {
    const lang = answerLanguage(c)
    const banners = db
      .prepare<[], TitleRow>(`SELECT ${ITEM_COLUMNS} FROM banners b JOIN titles t ON t.id = b.content_id ORDER BY b.position`)
      .all()
    const promotionBanners = db
      .prepare<[string], { id: number; bannerImage: string }>(
        `SELECT p.id, COALESCE(x.banner_image, p.banner_image) AS bannerImage FROM promotion_banners pb
           JOIN promotions p ON p.id = pb.promotion_id
           LEFT JOIN promotion_texts x ON x.promotion_id = p.id AND x.lang = ?
          ORDER BY pb.position`,
      )
      .all(lang)
    const sectionRows = db
      .prepare<[string], { id: number; name: string; type: string }>(
        `SELECT s.id, COALESCE(x.name, s.name) AS name, s.type FROM sections s
           LEFT JOIN section_texts x ON x.section_id = s.id AND x.lang = ? ORDER BY s.position`,
      )
      .all(lang)
    const rowItems = db.prepare<[number, number], TitleRow>(
      `SELECT ${ITEM_COLUMNS} FROM section_items s JOIN titles t ON t.id = s.content_id
        WHERE s.section_id = ? ORDER BY s.position LIMIT ?`,
    )
    return c.json({
      banners: banners.map(contentItem),
      promotionBanners,
      sections: sectionRows.map((s) => ({
        sectionInfo: { id: s.id, name: s.name },
        type: s.type,
        contents: rowItems.all(s.id, HOME_ROW_LIMIT).map(contentItem),
      })),
    })
  })

  app.get('/v1/popup', (c) => {
    const lang = answerLanguage(c)
    const raw = db.prepare<[], { value: string }>(`SELECT value FROM meta WHERE key = 'popup'`).get()
    if (!raw) throw notFound('No popup')
    const popup = JSON.parse(raw.value) as SeedPopup
    if (popup.kind === 'content') {
      return c.json({ id: popup.id, contentChild: { contentId: popup.contentId, posterImg: popup.posterImg }, promotion: null })
    }
    const p = promotion(popup.promotionId, lang)
    return c.json({
      id: popup.id,
      contentChild: null,
      promotion: p ? { id: p.id, title: p.title, summary: p.summary, bannerImage: p.banner_image } : null,
    })
  })

  app.get('/v1/content/:id', (c) => {
    const { id: contentId } = parse(IdParam, c.req.param(), 'path')
    const t = getTitle(db, contentId)
    if (!t) throw notFound('Content not found')
    const user = optionalUser(c, ctx)
    const isFavorite = user
      ? db.prepare('SELECT 1 FROM favorites WHERE user_id = ? AND content_id = ?').get(user.userId, t.id) !== undefined
      : false
    const children = db
      .prepare<
        [number],
        { id: number; title: string; description: string; episode_poster_img: string; is_free: number; duration_ms: number }
      >('SELECT id, title, description, episode_poster_img, is_free, duration_ms FROM episodes WHERE title_id = ? ORDER BY position')
      .all(t.id)
    // Related: titles sharing the most genres, newest first.
    const related = db
      .prepare<[number, number, number], TitleRow>(
        `SELECT ${ITEM_COLUMNS}, COUNT(*) AS shared FROM title_genres mine
           JOIN title_genres other ON other.genre_id = mine.genre_id AND other.title_id != mine.title_id
           JOIN titles t ON t.id = other.title_id
          WHERE mine.title_id = ? AND t.id != ?
          GROUP BY t.id ORDER BY shared DESC, t.year DESC, t.id LIMIT ?`,
      )
      .all(t.id, t.id, RELATED_LIMIT)
    return c.json({
      id: t.id,
      title: t.title,
      description: t.description,
      contentType: t.content_type === 'serie' ? 'series' : 'single',
      bannerImg: t.banner_img,
      sliderImg: t.slider_img,
      posterImg: t.poster_img,
      director: t.director,
      actors: t.actors,
      supporters: t.supporters,
      novel: t.novel,
      script: t.script,
      isFavorite,
      children: children.map((e) => ({
        id: e.id,
        title: e.title,
        description: e.description,
        episodePosterImg: e.episode_poster_img,
        isFree: e.is_free === 1,
        // What the stream will run, so the page can say what watching costs before a grant is asked.
        durationS: servedSeconds(e.duration_ms, ctx.config.mediaEpisodeSeconds),
      })),
      related: related.map(contentItem),
      renditions: episodeLadder(ctx),
    })
  })

  app.get('/v1/category', (c) => {
    const q = parseQuery(c, CategoryQuery)
    const [exists, from, order] =
      q.type === 'section'
        ? [
            'SELECT 1 FROM sections WHERE id = ?',
            'section_items x JOIN titles t ON t.id = x.content_id WHERE x.section_id = ?',
            'x.position',
          ]
        : [
            'SELECT 1 FROM genres WHERE id = ?',
            'title_genres x JOIN titles t ON t.id = x.title_id WHERE x.genre_id = ?',
            't.year DESC, t.id',
          ]
    if (db.prepare(exists).get(q.categoryId) === undefined) throw notFound('Category not found')
    const total = db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n FROM ${from}`).get(q.categoryId)?.n ?? 0
    const items = db
      .prepare<[number, number, number], TitleRow>(`SELECT ${ITEM_COLUMNS} FROM ${from} ORDER BY ${order} LIMIT ? OFFSET ?`)
      .all(q.categoryId, PAGE_SIZE, offsetOf(q.page))
    return c.json(paged(items.map(contentItem), q.page, total))
  })

  app.get('/v1/promotion/:id', (c) => {
    const { id: promotionId } = parse(IdParam, c.req.param(), 'path')
    const p = promotion(promotionId, answerLanguage(c))
    if (!p) throw notFound('Promotion not found')
    return c.json({ id: p.id, title: p.title, summary: p.summary, detailsImage: p.details_image, detailsBody: p.details_body })
  })

  app.get('/v1/app-articles', (c) => {
    const { type } = parseQuery(c, ArticleQuery)
    const row = db.prepare<[string], { html_en: string; html_my: string }>('SELECT * FROM articles WHERE type = ?').get(type)
    if (!row) throw notFound('Article not found')
    const lang = answerLanguage(c)
    return c.json({ type, articleHTML: lang === 'en' ? row.html_en : row.html_my })
  })
}
