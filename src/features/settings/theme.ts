import * as v from 'valibot'

export const THEME_MODES = ['light', 'dark', 'system'] as const
export const ThemeModeSchema = v.picklist(THEME_MODES)
export type ThemeMode = v.InferOutput<typeof ThemeModeSchema>

/** localStorage key for the theme mode (spec: local storage holds the theme mode). */
export const THEME_KEY = 'THEME_MODE'
export const DEFAULT_THEME: ThemeMode = 'system'

export function readThemeMode(storage: Pick<Storage, 'getItem'> = localStorage): ThemeMode {
  let raw: string | null = null
  try {
    raw = storage.getItem(THEME_KEY)
  } catch {
    // Unreadable storage means the default, never a crash at start-up.
  }
  const parsed = v.safeParse(ThemeModeSchema, raw)
  return parsed.success ? parsed.output : DEFAULT_THEME
}

export function isDark(mode: ThemeMode, prefersDark: boolean): boolean {
  return mode === 'dark' || (mode === 'system' && prefersDark)
}

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)')

/**
 * Keeps the root element's `dark` class in step with the mode. In system mode it follows the OS
 * preference live. Returns the function that stops following.
 */
export function applyTheme(mode: ThemeMode, root: HTMLElement = document.documentElement): () => void {
  const query = darkQuery()
  const update = () => {
    root.classList.toggle('dark', isDark(mode, query.matches))
    root.style.colorScheme = isDark(mode, query.matches) ? 'dark' : 'light'
  }
  update()
  if (mode !== 'system') return () => {}
  query.addEventListener('change', update)
  return () => query.removeEventListener('change', update)
}

let stopFollowing: () => void = () => {}

export function setThemeMode(mode: ThemeMode): void {
  try {
    localStorage.setItem(THEME_KEY, mode)
  } catch {
    // Applies for this visit even when it cannot be stored.
  }
  startTheme(mode)
}

export function startTheme(mode: ThemeMode = readThemeMode()): void {
  stopFollowing()
  stopFollowing = applyTheme(mode)
}
