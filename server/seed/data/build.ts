// Turns the compact title records in titles-*.ts into SeedTitle values: episodes, ids, image paths.
import type { ContentType, SeedEpisode, SeedTitle } from '../types.ts'
import { genreIds, type GenreKey } from './genres.ts'
import { episodeBlurb } from './episode-text.ts'

export interface TitleSpec {
  id: number
  title: string
  /** Language of the title and its texts: Burmese ('my') or English ('en'). */
  lang: 'my' | 'en'
  kind: ContentType
  /** Number of episodes of a series (3 to 12). Ignored for films. */
  eps?: number
  /** Series: how many leading episodes are free (default 1). Films: 1 when the film is free. */
  free?: number
  year: number
  genres: GenreKey[]
  description: string
  director: string
  actors: string
  supporters: string
  novel: string
  script: string
}

/** Episodes (content children) have their own id range: title id × 100 + episode number. */
export function childId(titleId: number, n: number): number {
  return titleId * 100 + n
}

export const imagePath = {
  poster: (id: number) => `/images/posters/${id}.webp`,
  banner: (id: number) => `/images/banners/${id}.webp`,
  slider: (id: number) => `/images/sliders/${id}.webp`,
  episode: (id: number) => `/images/episodes/${id}.webp`,
}

/** A small deterministic hash so durations stay stable between runs. */
function hash(n: number): number {
  let x = (n ^ 0x9e3779b9) >>> 0
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0
  return (x ^ (x >>> 16)) >>> 0
}

const MINUTE = 60_000

// Every episode and film runs 20 to 50 minutes: long enough that progress, download sizes, time left
// and resume mean something, short enough that one fits a night pack at 720p. The server plays each
// one by looping the reference clip, so the length costs no committed media.
function durationMs(spec: TitleSpec, n: number): number {
  const h = hash(childId(spec.id, n))
  const seconds = (h >>> 8) % 60
  if (spec.genres.includes('kids')) return (20 + (h % 10)) * MINUTE + seconds * 1000
  if (spec.genres.includes('documentary')) return (25 + (h % 20)) * MINUTE + seconds * 1000
  return (35 + (h % 15)) * MINUTE + seconds * 1000
}

const myDigits = '၀၁၂၃၄၅၆၇၈၉'
export function toMyanmarDigits(n: number): string {
  return String(n).replace(/[0-9]/g, (d) => myDigits[Number(d)] ?? d)
}

function episodeTitle(spec: TitleSpec, n: number): string {
  if (spec.kind === 'single') return spec.title
  return spec.lang === 'my' ? `အပိုင်း (${toMyanmarDigits(n)})` : `Episode ${n}`
}

export function buildTitle(spec: TitleSpec): SeedTitle {
  const count = spec.kind === 'single' ? 1 : (spec.eps ?? 6)
  const freeCount = spec.free ?? (spec.kind === 'serie' ? 1 : 0)
  const episodes: SeedEpisode[] = []
  for (let n = 1; n <= count; n++) {
    const id = childId(spec.id, n)
    episodes.push({
      id,
      title: episodeTitle(spec, n),
      description: spec.kind === 'single' ? spec.description : episodeBlurb(spec.lang, spec.genres[0] ?? 'drama', n, count, spec.id),
      isFree: n <= freeCount,
      durationMs: durationMs(spec, n),
      episodePosterImg: imagePath.episode(id),
    })
  }
  return {
    id: spec.id,
    title: spec.title,
    contentType: spec.kind,
    description: spec.description,
    director: spec.director,
    actors: spec.actors,
    supporters: spec.supporters,
    novel: spec.novel,
    script: spec.script,
    posterImg: imagePath.poster(spec.id),
    bannerImg: imagePath.banner(spec.id),
    sliderImg: imagePath.slider(spec.id),
    episodePosterImg: imagePath.episode(childId(spec.id, 1)),
    isFree: episodes.some((e) => e.isFree),
    typeIds: spec.genres.map((g) => genreIds[g]),
    episodes,
    year: spec.year,
  }
}
