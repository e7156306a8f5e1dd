import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { LanguagePage } from '../features/settings/components/LanguagePage'
import { RouteError } from '../ui/errors/RouteError'

export const Route = createFileRoute('/language')({
  staticData: { title: msg`Language` },
  component: LanguagePage,
  errorComponent: RouteError,
})
