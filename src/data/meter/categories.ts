import * as v from 'valibot'

export const CATEGORIES = ['watching', 'downloads', 'browsing'] as const
export const CategorySchema = v.picklist(CATEGORIES)
export type Category = v.InferOutput<typeof CategorySchema>
