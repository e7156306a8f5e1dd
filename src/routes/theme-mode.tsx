import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ThemeModePage } from '../features/settings/components/ThemeModePage'
import { RouteError } from '../ui/errors/RouteError'

export const Route = createFileRoute('/theme-mode')({
  staticData: { title: msg`Theme mode` },
  component: ThemeModePage,
  errorComponent: RouteError,
})
