// Chunk boundaries from the import sites: `import(/* chunk: NAME */ './x')` makes ./x a root of
// chunk NAME, and the module graph places the rest (src/boot/load-order.ts says what loads when).
import type { Plugin } from 'vite'
import { LOAD_ORDER, type LoadStep } from '../../src/boot/load-order.ts'

const NAMED_IMPORT = /import\(\s*\/\*\s*chunk:\s*([\w-]+)\s*\*\/\s*(['"])([^'"]+)\2\s*\)/g

/** The `[chunk, specifier]` pairs a module's source names at its `import()` sites. */
export function namedImports(code: string): Array<[chunk: string, specifier: string]> {
  return [...code.matchAll(NAMED_IMPORT)].map((m) => [m[1]!, m[3]!])
}

export interface ModuleNode {
  readonly isEntry: boolean
  readonly importedIds: readonly string[]
  readonly dynamicallyImportedIds: readonly string[]
}
export type ModuleGraph = ReadonlyMap<string, ModuleNode>

/** The chunk of the start-up modules that later chunks also import. */
export const STARTUP_SHARED = 'core'

const pathOf = (id: string) => id.replace(/\?.*$/, '').replaceAll('\\', '/')

function staticClosure(graph: ModuleGraph, roots: Iterable<string>, stop?: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length > 0) {
    const id = stack.pop()!
    if (seen.has(id) || stop?.has(id) || !graph.has(id)) continue
    seen.add(id)
    stack.push(...graph.get(id)!.importedIds)
  }
  return seen
}

/**
 * Each module's chunk by the graph. A start-up module (one the entry loads statically) stays with the
 * entry, in `core` where a later chunk imports it too. Any other module goes to the first step whose
 * roots reach it statically, where every `import()` target that needs it (its owners) loads that
 * step anyway; a step loaded on every launch takes what its roots reach regardless. Then what the
 * `sharedBy` screens share with another screen joins the every-launch step. A library joins a step
 * only where every owner loads it. The rest Rolldown splits by itself.
 */
export function placeModules(graph: ModuleGraph, roots: ReadonlyMap<string, string>, steps: readonly LoadStep[]): Map<string, string> {
  const entries = [...graph].filter(([, m]) => m.isEntry).map(([id]) => id)
  const startup = staticClosure(graph, entries)
  const dynamicRoots = new Set(
    [...graph.values()].flatMap((m) => m.dynamicallyImportedIds).filter((id) => graph.has(id) && !startup.has(id)),
  )
  const reach = new Map([...dynamicRoots].map((r) => [r, staticClosure(graph, [r], startup)]))
  const owners = new Map<string, string[]>()
  for (const [root, closure] of reach) for (const id of closure) owners.set(id, [...(owners.get(id) ?? []), root])

  const rootsOf = (chunk: string) => [...roots].filter(([, c]) => c === chunk).map(([id]) => id)
  const plan = steps.map((step) => {
    const own = rootsOf(step.chunk)
    return {
      step,
      reached: staticClosure(graph, own, startup),
      loads: (owner: string) => own.some((r) => reach.get(owner)?.has(r)),
      shares: (owner: string) => step.sharedBy?.some((by) => pathOf(owner).endsWith(`/${by}`) || roots.get(owner) === by) ?? false,
    }
  })

  const placed = new Map<string, string>()
  // The start-up modules that later chunks import too travel as one file beside the entry: apart,
  // each group of them that different chunks share would be a file of its own on the start-up path.
  const sharedStartup = new Set([...dynamicRoots].flatMap((r) => [...staticClosure(graph, [r])].filter((id) => startup.has(id))))
  for (const id of sharedStartup) if (!pathOf(id).includes('/node_modules/') && !graph.get(id)!.isEntry) placed.set(id, STARTUP_SHARED)
  for (const [id, of] of owners) {
    const library = pathOf(id).includes('/node_modules/')
    // First by the roots that reach it; only then is shared code of the `sharedBy` screens swept up.
    const found =
      plan.find(({ step, reached, loads }) => reached.has(id) && ((step.everyLaunch && !library) || of.every(loads))) ??
      (library ? undefined : plan.find(({ step, shares }) => step.everyLaunch && of.length > 1 && of.some(shares)))
    if (found) placed.set(id, found.step.chunk)
  }
  return placed
}

interface PlanContext {
  error(message: string): never
  getModuleIds(): IterableIterator<string>
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null
}

/**
 * Rolldown's code-splitting group for the load order: collects the named `import()` roots as the
 * modules are transformed, places every module once the graph is complete, and names its chunk.
 */
export function chunkPlan(steps: readonly LoadStep[] = LOAD_ORDER) {
  const roots = new Map<string, string>()
  let placed = new Map<string, string>()
  const known = new Set(steps.map((s) => s.chunk))

  const plugin: Plugin = {
    name: 'chunk-plan',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      roots.clear()
      placed = new Map()
    },
    async transform(code, importer) {
      if (importer.includes('/node_modules/') || !code.includes('chunk:')) return null
      for (const [chunk, specifier] of namedImports(code)) {
        if (!known.has(chunk)) this.error(`${importer} names chunk "${chunk}", which src/boot/load-order.ts does not list`)
        const target = (await this.resolve(specifier, importer))?.id
        if (!target) this.error(`${importer}: cannot resolve ${specifier}`)
        const before = roots.get(target)
        if (before && before !== chunk) this.error(`${target} is named as a root of both "${before}" and "${chunk}"`)
        roots.set(target, chunk)
      }
      return null
    },
    buildEnd(this: PlanContext, failure?: Error) {
      if (failure) return
      const graph = new Map<string, ModuleNode>()
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id)
        if (info) graph.set(id, info)
      }
      const named = new Set(roots.values())
      for (const step of steps)
        if (!named.has(step.chunk)) this.error(`No import() names chunk "${step.chunk}": remove it from the load order`)
      placed = placeModules(graph, roots, steps)
    },
  }
  // Only the modules placed: what they import stays where the graph puts it, or the entry could end
  // up loading a late chunk to reach a module it shares with it.
  const group = {
    name: (id: string) => placed.get(id) ?? null,
    test: (id: string) => placed.has(id),
    includeDependenciesRecursively: false,
  }
  return { plugin, group }
}
