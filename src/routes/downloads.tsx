import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { DownloadsPage } from '../features/downloads/components/screens'
import { ErrorView } from '../ui/errors/ErrorView'
import { toFailure } from '../api/failures'

export const Route = createFileRoute('/downloads')({
  staticData: { title: msg`Downloads` },
  component: DownloadsPage,
  errorComponent: ({ error }) => <ErrorView failure={toFailure(error)} />,
})
