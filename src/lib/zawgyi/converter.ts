/* Copyright 2017 Google LLC. Licensed under the Apache License, Version 2.0 (see ./LICENSE).
 * The rule runner of myanmar-tools 1.2.0 (src/zawgyi_converter.ts), Zawgyi to Unicode only. */
import { getAllRulesZ2U } from './z2u-rules.ts'

export interface TranslitRule {
  p: RegExp
  s: string
  matchOnStart?: boolean
  revisit?: number
}

function runPhase(rules: TranslitRule[], inString: string): string {
  let outString = ''
  let midString = inString
  let startOfString = true
  while (midString.length > 0) {
    let foundRule = false
    for (const rule of rules) {
      if (rule.matchOnStart == null || startOfString) {
        const m = midString.match(rule.p)
        if (m != null) {
          foundRule = true
          const rightPartSize = midString.length - m[0].length
          midString = midString.replace(rule.p, rule.s)
          const newStart = midString.length - rightPartSize
          // The position moves past the replacement unless the rule asks to look at it again.
          if (rule.revisit == null) {
            outString += midString.substring(0, newStart)
            midString = midString.substring(newStart)
          }
        }
      }
    }
    if (!foundRule) {
      outString += midString[0]
      midString = midString.substring(1)
    }
    startOfString = false
  }
  return outString
}

let z2u: TranslitRule[][] | null = null

export class ZawgyiConverter {
  zawgyiToUnicode(inString: string): string {
    z2u ??= getAllRulesZ2U()
    return z2u.reduce((text, rules) => runPhase(rules, text), inString)
  }
}
