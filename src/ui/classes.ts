/**
 * Class strings shared by the account screens. White on the brand blue #0095D5 is under 4.5:1, so
 * filled buttons use the stronger shade, and links switch to a lighter blue on dark backgrounds.
 */
export const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-primary-strong px-6 py-3 font-semibold text-white hover:bg-[#00638e] disabled:cursor-not-allowed disabled:opacity-60'
export const BUTTON_OUTLINE =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-primary-strong px-6 py-3 font-semibold text-primary-strong hover:bg-sky-50 disabled:opacity-60 dark:border-sky-400 dark:text-sky-300 dark:hover:bg-slate-800'
export const BUTTON_DANGER =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800 disabled:opacity-60'
export const LINK = 'font-semibold text-primary-strong underline underline-offset-2 dark:text-sky-300'
export const CARD = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900'
export const INPUT =
  'w-full rounded-lg border border-slate-400 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus:border-primary-strong focus:ring-2 focus:ring-primary/40 focus:outline-none dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400'
export const ERROR_TEXT = 'text-sm text-red-700 dark:text-red-300'
export const MUTED = 'text-slate-600 dark:text-slate-300'
