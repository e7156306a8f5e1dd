import { useLingui } from '@lingui/react/macro'

/** Shown for routing failures (spec: the default 'Unexpected Application Error!' page). */
export function UnexpectedError({ error }: { error: unknown }) {
  const { t } = useLingui()
  const detail = describe(error)
  return (
    <div role="alert" className="mx-auto max-w-lg p-8 text-center">
      <h1 className="text-xl font-semibold">{t`Unexpected Application Error!`}</h1>
      {detail && <p className="mt-2 text-sm break-words text-slate-500">{detail}</p>}
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-lg bg-primary-strong px-6 py-2 font-medium text-white"
      >
        {t`Refresh`}
      </button>
    </div>
  )
}

function describe(error: unknown): string {
  if (error && typeof error === 'object') {
    const status = 'status' in error ? String(error.status) : ''
    const message = 'message' in error && typeof error.message === 'string' ? error.message : ''
    return [status, message].filter(Boolean).join(' ')
  }
  return typeof error === 'string' ? error : ''
}
