import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { DownloadsPage } from '../features/downloads/components/DownloadsPage'
import { RouteError } from '../ui/errors/RouteError'

export const Route = createFileRoute('/downloads')({
  staticData: { title: msg`Downloads` },
  component: DownloadsPage,
  // One chunk for the page and its error view: split apart, their shared code becomes extra start-up chunks.
  codeSplitGroupings: [['component', 'errorComponent']],
  errorComponent: RouteError,
})
