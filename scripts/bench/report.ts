type Cmp = '<=' | '>='

interface Row {
  figure: string
  value: number
  cmp: Cmp | null
  target: number | null
  command: string
  /** The lowest and highest of the runs behind a median, when there were several. */
  spread?: string
}

const round = (n: number) => (Number.isFinite(n) ? Math.round(n * 100) / 100 : n)

/** The benchmark's table and its closing JSON line. Figures are printed, never asserted. */
export class Report {
  private readonly rows: Row[] = []

  add(figure: string, value: number, cmp: Cmp | null, target: number | null, command: string, spread?: string): void {
    this.rows.push({ figure, value: round(value), cmp: target === null ? null : cmp, target, command, spread })
  }

  print(): void {
    const verdict = (r: Row) =>
      r.cmp === null || r.target === null ? '' : (r.cmp === '<=' ? r.value <= r.target : r.value >= r.target) ? ' ✓' : ' ✗ misses'
    const cells = this.rows.map((r) => [
      r.figure,
      `${r.value}${verdict(r)}`,
      r.spread ?? '—',
      r.target === null ? '—' : `${r.cmp} ${r.target}`,
      r.command,
    ])
    const head = ['figure', 'median', 'spread (min–max)', 'target', 'command']
    console.log(`| ${head.join(' | ')} |`)
    console.log(`| ${head.map(() => '---').join(' | ')} |`)
    for (const c of cells) console.log(`| ${c.join(' | ')} |`)
    console.log(JSON.stringify(Object.fromEntries(this.rows.map((r) => [r.figure, r.value]))))
  }
}
