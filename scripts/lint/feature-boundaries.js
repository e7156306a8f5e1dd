import { dirname, join, relative, sep } from 'node:path'

/**
 * A feature may import another feature's top-level modules (its queries, actions, hooks) and the
 * components at the top of its `components/`, never what lies deeper: that is the other feature's
 * own business, free to move without breaking its neighbours.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: { deep: "Another feature's inner module ({{target}}): import its top-level modules or components/<Name> only." },
    schema: [],
  },
  create(context) {
    const root = context.cwd
    const file = relative(root, context.filename).split(sep)
    if (file[0] !== 'src' || file[1] !== 'features') return {}
    const own = file[2]
    const check = (node) => {
      const source = node?.value
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const target = relative(root, join(dirname(context.filename), source)).split(sep)
      if (target[0] !== 'src' || target[1] !== 'features' || target[2] === own) return
      const inner = target.slice(3)
      if (inner.length === 1 || (inner.length === 2 && inner[0] === 'components')) return
      context.report({ node, messageId: 'deep', data: { target: target.join('/') } })
    }
    return {
      ImportDeclaration: (n) => check(n.source),
      ImportExpression: (n) => check(n.source),
      ExportNamedDeclaration: (n) => check(n.source),
      ExportAllDeclaration: (n) => check(n.source),
    }
  },
}
