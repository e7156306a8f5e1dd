import { describe, expect, it } from 'vitest'
import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const eslint = new ESLint({ cwd: root })

/** The boundary messages ESLint gives `code` as if it were the file at `path`. */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'boundaries/features')
    .map((m) => m.message)
}

describe('the import boundaries in lint', () => {
  it('refuse a feature imported by pwa/', async () => {
    expect(
      await boundaryErrors('src/pwa/example.ts', "import { readHome } from '../features/home/queries'\nexport const x = readHome\n"),
    ).toHaveLength(1)
  })

  it('refuse a feature, the shell or React imported by the engine', async () => {
    expect(
      await boundaryErrors('src/data/example.ts', "import { lateStart } from '../shell/late-start'\nexport const x = lateStart\n"),
    ).toHaveLength(1)
    expect(
      await boundaryErrors(
        'src/data/example.ts',
        "import { useDownloads } from '../features/downloads/queries'\nexport const x = useDownloads\n",
      ),
    ).toHaveLength(1)
    expect(await boundaryErrors('src/api/example.ts', "import { useState } from 'react'\nexport const x = useState\n")).toHaveLength(1)
  })

  it('refuse a feature imported by the shared ui/', async () => {
    expect(
      await boundaryErrors('src/ui/example.ts', "import { readHome } from '../features/home/queries'\nexport const x = readHome\n"),
    ).toHaveLength(1)
  })

  it("refuse what lies inside another feature, and let a feature use another's top-level modules and components", async () => {
    const from = 'src/features/home/components/Example.tsx'
    expect(
      await boundaryErrors(from, "import { keyAction } from '../../player/controls/keyboard'\nexport const x = keyAction\n"),
    ).toHaveLength(1)
    expect(await boundaryErrors(from, "export const x = () => import('../../player/subtitles/parse')\n")).toHaveLength(1)
    expect(await boundaryErrors(from, "import { useContent } from '../../content/queries'\nexport const x = useContent\n")).toEqual([])
    expect(
      await boundaryErrors(from, "import { ShareButton } from '../../share/components/ShareButton'\nexport const x = ShareButton\n"),
    ).toEqual([])
    expect(await boundaryErrors(from, "import { HomeRows } from './HomeRows'\nexport const x = HomeRows\n")).toEqual([])
  })

  it('let the shell compose features', async () => {
    expect(
      await boundaryErrors('src/shell/example.ts', "import { readHome } from '../features/home/queries'\nexport const x = readHome\n"),
    ).toEqual([])
  })
})
