import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { featureBoundaries } from './scripts/lint/feature-boundaries.js'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dev-dist',
      '.bench',
      'node_modules',
      'src/routeTree.gen.ts',
      '.data',
      'coverage',
      'test-results',
      'server/assets',
      'public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    // The engine stays free of React so the service worker and tests can run it.
    files: ['src/api/**/*.ts', 'src/data/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'dexie-react-hooks', '@lingui/react*'], message: 'api/ and data/ never import React.' },
            {
              group: ['**/features/**', '**/shell/**', '**/pwa/**', '**/ui/**'],
              message: 'api/ and data/ are the engine: screens read them, never the other way.',
            },
          ],
        },
      ],
    },
  },
  {
    // The worker's page side wires the browser; a feature's notices start from shell/.
    files: ['src/pwa/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/**', '**/shell/**'], message: 'pwa/ never imports a feature or the shell; compose them in shell/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { boundaries: { rules: { features: featureBoundaries } } },
    rules: { 'boundaries/features': 'error' },
  },
  {
    // Shared parts must not depend on a feature, or every feature drags the others in with them.
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/pwa/**', '**/shell/**'],
              message: 'ui/ holds shared, feature-free parts; compose features in shell/.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
)
