import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { HomePage } from '../features/home/components/HomePage'
import { RouteError } from '../ui/errors/RouteError'

export const Route = createFileRoute('/')({
  staticData: { title: msg`Home` },
  component: HomePage,
  errorComponent: RouteError,
})
