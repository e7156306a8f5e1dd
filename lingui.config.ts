import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

// The strings that home and the shell need to paint travel in the start-up bundle; every other
// screen's strings load in a second catalogue right after (src/i18n/i18n.ts), so the first download
// on a slow link carries a fraction of the Burmese text.
// What loads later (home's rows and popup, toasts, the offline bar, error pages) waits for the
// second catalogue where it is imported.
const STARTUP = [
  '<rootDir>/src/shell/AppShell.tsx',
  '<rootDir>/src/shell/Header.tsx',
  '<rootDir>/src/shell/TabBar.tsx',
  '<rootDir>/src/shell/tabs.ts',
  '<rootDir>/src/ui/Skeleton.tsx',
  '<rootDir>/src/ui/Img.tsx',
  '<rootDir>/src/features/home/queries.ts',
  '<rootDir>/src/features/home/components/HomePage.tsx',
  '<rootDir>/src/features/home/components/BannerCarousel.tsx',
  '<rootDir>/src/features/home/components/Carousel.tsx',
  '<rootDir>/src/features/home/components/SectionRowSkeleton.tsx',
  '<rootDir>/src/features/sync',
  '<rootDir>/src/features/search/components/HeaderSearch.tsx',
]
const TESTS = ['**/*.test.ts', '**/*.test.tsx']

export default defineConfig({
  sourceLocale: 'en',
  locales: ['my', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/startup', include: STARTUP, exclude: TESTS },
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: [...STARTUP, ...TESTS] },
  ],
  format: formatter({ lineNumbers: false }),
})
