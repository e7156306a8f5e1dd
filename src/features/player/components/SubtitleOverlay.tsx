import type { SubtitleBackground, SubtitleSize } from '../controls/preferences'

const SIZES: Record<SubtitleSize, string> = {
  small: 'text-sm sm:text-base',
  medium: 'text-base sm:text-xl',
  large: 'text-xl sm:text-3xl',
}

interface SubtitleOverlayProps {
  text: string | null
  lang: string
  size: SubtitleSize
  background: SubtitleBackground
  raised: boolean
}

/** The active cue, drawn by the page in the app's Myanmar font and a line height that keeps stacked marks clear. */
export function SubtitleOverlay({ text, lang, size, background, raised }: SubtitleOverlayProps) {
  if (!text) return null
  return (
    <div
      className={`pointer-events-none absolute inset-x-0 flex justify-center px-4 transition-[bottom] duration-300 ${raised ? 'bottom-28' : 'bottom-6'}`}
      data-testid="subtitles"
    >
      <p
        lang={lang}
        className={`max-w-[90%] text-center leading-[1.9] font-medium whitespace-pre-line text-white ${SIZES[size]} ${
          background === 'box' ? 'rounded bg-black/75 px-3 py-1' : '[text-shadow:0_0_3px_#000,0_0_3px_#000,0_1px_2px_#000]'
        }`}
      >
        {text}
      </p>
    </div>
  )
}
