import { useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { textLang } from '../../../i18n/text-lang'

/** Text clamped to `lines` with a more/less toggle that appears only when the text overflows. */
export function ClampedText({ text, lines, className = '' }: { text: string; lines: 2 | 4; className?: string }) {
  const { t } = useLingui()
  const ref = useRef<HTMLParagraphElement | null>(null)
  const [open, setOpen] = useState(false)
  const [overflows, setOverflows] = useState(false)

  useEffect(() => {
    const node = ref.current
    if (!node || typeof ResizeObserver === 'undefined') return
    const measure = () => setOverflows(node.scrollHeight > node.clientHeight + 1)
    const observer = new ResizeObserver(measure)
    observer.observe(node)
    return () => observer.disconnect()
  }, [text])

  const clamp = lines === 4 ? 'line-clamp-4' : 'line-clamp-2'
  return (
    <div className={className}>
      <p ref={ref} lang={textLang(text)} className={`whitespace-pre-line ${open ? '' : clamp}`}>
        {text}
      </p>
      {(overflows || open) && (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="mt-1 min-h-6 text-sm font-medium text-primary-strong hover:underline dark:text-primary"
        >
          {open ? t`less` : t`more`}
        </button>
      )}
    </div>
  )
}
