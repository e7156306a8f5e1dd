/**
 * An on/off switch: the drawing is 48 × 28, the button around it 44 px tall, so a finger's target
 * is the 44 px the app promises (WCAG 2.5.8) while the drawing keeps its size. Named by `labelledBy`.
 */
export function Switch({
  checked,
  labelledBy,
  disabled,
  onChange,
}: {
  checked: boolean
  labelledBy: string
  disabled?: boolean
  onChange: (on: boolean) => void
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="grid h-11 w-12 shrink-0 place-items-center rounded-full disabled:opacity-50"
    >
      <span
        aria-hidden="true"
        className={`relative h-7 w-12 rounded-full transition-colors ${checked ? 'bg-primary-strong dark:bg-sky-500' : 'bg-slate-300 dark:bg-slate-600'}`}
      >
        <span
          className={`absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : ''}`}
        />
      </span>
    </button>
  )
}
