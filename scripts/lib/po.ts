/** A PO catalogue entry: enough of the format for checking translations. */
export interface PoEntry {
  msgid: string
  msgstr: string
}

function unquote(line: string): string {
  const body = line.slice(line.indexOf('"') + 1, line.lastIndexOf('"'))
  return body.replace(/\\(["\\nt])/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c))
}

/** Parses msgid/msgstr pairs, joining continued lines; the header entry (empty msgid) is skipped. */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = []
  let current: { msgid: string; msgstr: string } | null = null
  let field: 'msgid' | 'msgstr' | null = null
  const flush = () => {
    if (current && current.msgid !== '') entries.push(current)
    current = null
    field = null
  }
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim()
    if (line.startsWith('msgid ')) {
      flush()
      current = { msgid: unquote(line), msgstr: '' }
      field = 'msgid'
    } else if (line.startsWith('msgstr ') && current) {
      current.msgstr = unquote(line)
      field = 'msgstr'
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line)
    } else if (line === '') {
      flush()
    }
  }
  flush()
  return entries
}
