import { failure } from '../api/failures'
import { fail, type Result } from '../api/result'
import { ArticleSchema, PromotionSchema, type Article, type ArticleType, type Promotion } from '../api/schemas/catalogue'
import type { DataDeps } from './deps'
import type { AppDb } from './db'
import type { Stored } from './catalogue'
import { markFetched } from './meta'
import { parseStored } from './parse'
import { guard, quietly } from './storage'
import type * as v from 'valibot'

/**
 * Promotions and articles: one stored answer per document so a visited one reopens offline.
 * Both come in the language asked for (Accept-Language), so the locale is part of their key, and
 * it is the language the request names.
 */
export const promotionKey = (id: number, locale: string) => `promotion:${id}:${locale}`
export const articleKey = (type: ArticleType, locale: string) => `article:${type}:${locale}`

async function readDoc<T>(db: AppDb, key: string, schema: v.GenericSchema<unknown, T>): Promise<Stored<T> | null> {
  return quietly(async () => {
    const row = await db.docs.get(key)
    const data = row ? parseStored(schema, row.data) : null
    return row && data ? { data, fetchedAt: row.fetchedAt } : null
  }, null)
}

async function saveDoc<T>(deps: DataDeps, key: string, answer: Result<T>): Promise<Result<T>> {
  if (!answer.ok) return answer
  const at = deps.now()
  const saved = await guard(() =>
    deps.db.transaction('rw', deps.db.docs, deps.db.meta, async () => {
      await deps.db.docs.put({ key, data: answer.value, fetchedAt: at })
      await markFetched(deps.db, key, 'catalogue', at)
    }),
  )
  return saved.ok ? answer : saved
}

export function readPromotion(db: AppDb, id: number, locale: string): Promise<Stored<Promotion> | null> {
  return readDoc(db, promotionKey(id, locale), PromotionSchema)
}

export async function refreshPromotion(deps: DataDeps, id: number, locale: string): Promise<Result<Promotion>> {
  if (!Number.isInteger(id) || id < 1) return fail(failure('NotFoundFailure'))
  return saveDoc(deps, promotionKey(id, locale), await deps.api.getPromotion(id, locale))
}

export function readArticle(db: AppDb, type: ArticleType, locale: string): Promise<Stored<Article> | null> {
  return readDoc(db, articleKey(type, locale), ArticleSchema)
}

export async function refreshArticle(deps: DataDeps, type: ArticleType, locale: string): Promise<Result<Article>> {
  return saveDoc(deps, articleKey(type, locale), await deps.api.getArticle(type, locale))
}
