import { describe, expect, it } from 'vitest'
import type { LoadStep } from '../../src/boot/load-order.ts'
import { chunkPlan, namedImports, placeModules, STARTUP_SHARED, type ModuleGraph, type ModuleNode } from './chunk-plan.ts'

const node = (imports: string[] = [], dynamic: string[] = [], isEntry = false): ModuleNode => ({
  isEntry,
  importedIds: imports.map((i) => `/p/src/${i}`),
  dynamicallyImportedIds: dynamic.map((i) => `/p/src/${i}`),
})
const graphOf = (modules: Record<string, ModuleNode>): ModuleGraph => new Map(Object.entries(modules).map(([id, m]) => [`/p/src/${id}`, m]))
const rootsOf = (roots: Record<string, string>) => new Map(Object.entries(roots).map(([id, c]) => [`/p/src/${id}`, c]))
const short = (placed: Map<string, string>) => Object.fromEntries([...placed].map(([id, c]) => [id.replace('/p/src/', ''), c]))

const STEPS: LoadStep[] = [
  { chunk: 'after-paint', when: 'after the first paint', everyLaunch: true, sharedBy: ['src/routes/content.tsx', 'extras'] },
  { chunk: 'extras', when: "once a title's page has painted" },
  { chunk: 'engine', when: 'on the first download' },
]

// main.tsx loads the late shell and two screens late; the screens share some modules.
const app = (more: Record<string, ModuleNode> = {}) =>
  graphOf({
    'main.tsx': node(['boot.ts'], ['late.ts', 'routes/content.tsx?tsr-split=component', 'routes/search.tsx?tsr-split=component'], true),
    'boot.ts': node(),
    'late.ts': node(['toast.ts', 'boot.ts']),
    'toast.ts': node(),
    'routes/content.tsx?tsr-split=component': node(['page.ts', 'cards.ts', 'toast.ts'], ['rating.ts']),
    'routes/search.tsx?tsr-split=component': node(['box.ts', 'cards.ts', 'list.ts', 'boot.ts']),
    'page.ts': node(),
    'cards.ts': node(),
    'box.ts': node(['list.ts']),
    'list.ts': node(),
    'rating.ts': node(['stars.ts'], ['engine.ts']),
    'stars.ts': node(),
    'engine.ts': node(['queue.ts']),
    'queue.ts': node(),
    ...more,
  })
const ROOTS = rootsOf({ 'late.ts': 'after-paint', 'rating.ts': 'extras', 'engine.ts': 'engine' })

describe('the chunk plan', () => {
  it('reads the chunk an import() names, and leaves unnamed ones alone', () => {
    const code = `lazy(() => import(/* chunk: after-paint */ './LateShell'))\nimport('./Other')\nimport( /*chunk:title-extras*/ "../x" )`
    expect(namedImports(code)).toEqual([
      ['after-paint', './LateShell'],
      ['title-extras', '../x'],
    ])
  })

  it("puts what a chunk's roots reach in that chunk, and a screen's own code nowhere", () => {
    const placed = short(placeModules(app(), ROOTS, STEPS))
    expect(placed).toMatchObject({
      'late.ts': 'after-paint',
      'rating.ts': 'extras',
      'stars.ts': 'extras',
      'engine.ts': 'engine',
      'queue.ts': 'engine',
    })
    expect(placed['page.ts']).toBeUndefined()
    expect(placed['box.ts']).toBeUndefined()
  })

  it('keeps start-up modules with the entry, the ones later chunks import too in one file beside it', () => {
    const placed = short(placeModules(app(), ROOTS, STEPS))
    expect(placed['main.tsx']).toBeUndefined()
    expect(placed['boot.ts']).toBe(STARTUP_SHARED)
  })

  it('puts what the late shell shares with a screen in the late shell: it loads on every launch', () => {
    expect(short(placeModules(app(), ROOTS, STEPS))['toast.ts']).toBe('after-paint')
  })

  it("puts what a title's page shares with another screen after the paint, but not what only other screens share", () => {
    const placed = short(placeModules(app(), ROOTS, STEPS))
    expect(placed['cards.ts']).toBe('after-paint')
    expect(placed['list.ts']).toBeUndefined()
  })

  it('keeps a module out of a late chunk when a screen that does not load that chunk needs it', () => {
    const shared = app({
      'routes/search.tsx?tsr-split=component': node(['box.ts', 'cards.ts', 'queue.ts']),
    })
    expect(short(placeModules(shared, ROOTS, STEPS))['queue.ts']).toBeUndefined()
  })

  it("keeps in a late chunk what its roots share with a title's page when every screen that needs it loads that chunk", () => {
    const downloads = app({
      'main.tsx': node(
        ['boot.ts'],
        ['late.ts', 'routes/content.tsx?tsr-split=component', 'routes/downloads.tsx?tsr-split=component'],
        true,
      ),
      'routes/downloads.tsx?tsr-split=component': node(['rating.ts', 'sheet.ts']),
      'rating.ts': node(['stars.ts', 'sheet.ts'], ['engine.ts']),
      'sheet.ts': node(),
    })
    expect(short(placeModules(downloads, ROOTS, STEPS))['sheet.ts']).toBe('extras')
  })

  it('puts a module two chunks reach in the first by the load order', () => {
    const both = app({ 'late.ts': node(['toast.ts', 'stars.ts']) })
    expect(short(placeModules(both, ROOTS, STEPS))['stars.ts']).toBe('after-paint')
  })

  it("takes a library into a chunk only where that chunk's roots alone need it", () => {
    const graph = new Map([
      ...app({ 'late.ts': node(['toast.ts']) }),
      ['/p/src/late.ts', { ...node(['toast.ts']), importedIds: ['/p/src/toast.ts', '/p/node_modules/workbox/index.js'] }],
      ['/p/node_modules/workbox/index.js', node()],
      ['/p/src/page.ts', { ...node(), importedIds: ['/p/node_modules/big/index.js'] }],
      ['/p/src/stars.ts', { ...node(), importedIds: ['/p/node_modules/big/index.js'] }],
      ['/p/node_modules/big/index.js', node()],
    ])
    const placed = placeModules(graph, ROOTS, STEPS)
    expect(placed.get('/p/node_modules/workbox/index.js')).toBe('after-paint')
    expect(placed.has('/p/node_modules/big/index.js')).toBe(false)
  })
})

describe('the chunk plan plugin', () => {
  const steps: LoadStep[] = [{ chunk: 'after-paint', when: 'after the first paint', everyLaunch: true }]
  const context = {
    resolve: async (specifier: string) => ({ id: `/p/src/${specifier.replace('./', '')}.ts` }),
    error: (message: string): never => {
      throw new Error(message)
    },
  }
  const transform = (plugin: ReturnType<typeof chunkPlan>['plugin'], code: string, id = '/p/src/main.tsx') =>
    (plugin.transform as (this: typeof context, code: string, id: string) => Promise<unknown>).call(context, code, id)

  it('fails the build on an import() naming a chunk the load order does not list', async () => {
    const { plugin } = chunkPlan(steps)
    await expect(transform(plugin, `import(/* chunk: aftre-paint */ './late')`)).rejects.toThrow(/aftre-paint/)
  })

  it('fails the build when one module is named as the root of two chunks', async () => {
    const { plugin } = chunkPlan([...steps, { chunk: 'extras', when: 'later' }])
    await transform(plugin, `import(/* chunk: after-paint */ './late')`)
    await expect(transform(plugin, `import(/* chunk: extras */ './late')`, '/p/src/other.ts')).rejects.toThrow(/both/)
  })
})
