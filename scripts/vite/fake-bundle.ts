// A build's output as the build plugins read it, reduced to the fields they use: for their tests.
import type { OutputBundle } from 'rolldown'

export interface FakeChunk {
  type: 'chunk'
  fileName: string
  facadeModuleId: string | null
  imports: string[]
  isEntry: boolean
  name: string
}

/** A chunk; its name is its file's, without folder and extension, unless given. */
export const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  extra: { isEntry?: boolean; name?: string } = {},
): FakeChunk => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  imports,
  isEntry: extra.isEntry ?? false,
  name: extra.name ?? fileName.replace(/^assets\/|\.js$/g, ''),
})

export const bundle = (...chunks: FakeChunk[]) => Object.fromEntries(chunks.map((c) => [c.fileName, c])) as unknown as OutputBundle
