import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ComponentType, SVGProps } from 'react'
import { HeartIcon, HomeIcon, SearchIcon, UserIcon } from '../ui/icons'

export interface Tab {
  to: '/' | '/search' | '/favorites' | '/profile'
  label: MessageDescriptor
  icon: ComponentType<SVGProps<SVGSVGElement>>
}

export const TABS: readonly Tab[] = [
  { to: '/', label: msg`Home`, icon: HomeIcon },
  { to: '/search', label: msg`Search`, icon: SearchIcon },
  { to: '/favorites', label: msg`Favorites`, icon: HeartIcon },
  { to: '/profile', label: msg`Profile`, icon: UserIcon },
]

export const TAB_PATHS: ReadonlySet<string> = new Set(TABS.map((t) => t.to))
