import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { DataSaverScreen } from '../features/data-saver/DataSaverScreen'
import { ErrorView } from '../ui/errors/ErrorView'
import { toFailure } from '../api/failures'

export const Route = createFileRoute('/data-saver')({
  staticData: { title: msg`Data saver` },
  component: DataSaverScreen,
  errorComponent: ({ error }) => <ErrorView failure={toFailure(error)} />,
})
