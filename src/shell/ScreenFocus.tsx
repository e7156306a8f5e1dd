import { useEffect, useRef } from 'react'
import { useMatches } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '../ui/use-document-title'
import { focusScreenHeading } from './focus-heading'
import { screenTitle } from './route-meta'

/** Names the document after each screen and moves focus to its heading when the route changes. */
export function ScreenFocus() {
  const { i18n } = useLingui()
  const matches = useMatches()
  const leaf = matches[matches.length - 1]
  // A screen with its own heading (a title's page) names the document itself, once it knows its name.
  useDocumentTitle(leaf ? screenTitle(leaf, i18n) : null, !leaf?.staticData.ownHeading)
  const path = leaf?.pathname
  const first = useRef(path)
  useEffect(() => {
    // The first screen of a visit keeps the browser's own start: the skip link comes first.
    if (path === first.current) return
    first.current = undefined
    return focusScreenHeading()
  }, [path])
  return null
}
