/* Copyright 2017 Google LLC. Licensed under the Apache License, Version 2.0 (see ./LICENSE).
 * The Zawgyi detector of myanmar-tools 1.2.0 (src/zawgyi_detector.ts), with the model filled in and
 * the browser branch of its build kept (atob, which Node has too). */
import { MODEL_BASE64 } from './model-data.ts'

// Standard Myanmar code point range before digits
const STD_CP0 = 0x1000
const STD_CP1 = 0x103f
// Standard Myanmar code point range after digits
const AFT_CP0 = 0x104a
const AFT_CP1 = 0x109f
// Extended Myanmar code point range A
const EXA_CP0 = 0xaa60
const EXA_CP1 = 0xaa7f
// Extended Myanmar code point range B
const EXB_CP0 = 0xa9e0
const EXB_CP1 = 0xa9ff
// Unicode space characters
const SPC_CP0 = 0x2000
const SPC_CP1 = 0x200b

// Indices into Markov nodes
const STD_OFFSET = 1
const AFT_OFFSET = STD_OFFSET + STD_CP1 - STD_CP0 + 1
const EXA_OFFSET = AFT_OFFSET + AFT_CP1 - AFT_CP0 + 1
const EXB_OFFSET = EXA_OFFSET + EXA_CP1 - EXA_CP0 + 1
const SPC_OFFSET = EXB_OFFSET + EXB_CP1 - EXB_CP0 + 1

/** State set version: 0 includes space-like code points, 1 does not. */
const SSV_STD_EXA_EXB_SPC = 0

function getIndexForCodePoint(cp: number, ssv: number): number {
  if (STD_CP0 <= cp && cp <= STD_CP1) return cp - STD_CP0 + STD_OFFSET
  if (AFT_CP0 <= cp && cp <= AFT_CP1) return cp - AFT_CP0 + AFT_OFFSET
  if (EXA_CP0 <= cp && cp <= EXA_CP1) return cp - EXA_CP0 + EXA_OFFSET
  if (EXB_CP0 <= cp && cp <= EXB_CP1) return cp - EXB_CP0 + EXB_OFFSET
  if (ssv === SSV_STD_EXA_EXB_SPC && SPC_CP0 <= cp && cp <= SPC_CP1) return cp - SPC_CP0 + SPC_OFFSET
  return 0
}

function checkTag(stream: DataView, offset: number, lead: number, trail: number): number {
  if (stream.getUint32(offset) !== lead || stream.getUint32(offset + 4) !== trail) {
    throw new Error('Zawgyi model: unexpected magic number')
  }
  return offset + 8
}

function modelBuffer(): ArrayBuffer {
  const binary = atob(MODEL_BASE64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes.buffer
}

class BinaryMarkov {
  private readonly logProbabilityDifferences: number[][]

  constructor(stream: DataView, start: number) {
    let offset = checkTag(stream, start, 0x424d4152, 0x4b4f5620)
    if (stream.getUint32(offset) !== 0) throw new Error('Zawgyi model: unexpected Markov version')
    offset += 4
    const size = stream.getInt16(offset)
    offset += 2
    const table: number[][] = []
    for (let i1 = 0; i1 < size; i1++) {
      const row: number[] = []
      let entries = stream.getInt16(offset)
      offset += 2
      let fallback = 0
      if (entries !== 0) {
        fallback = stream.getFloat32(offset)
        offset += 4
      }
      let next = -1
      for (let i2 = 0; i2 < size; i2++) {
        if (entries > 0 && next < i2) {
          next = stream.getInt16(offset)
          offset += 2
          entries--
        }
        if (next === i2) {
          row[i2] = stream.getFloat32(offset)
          offset += 4
        } else {
          row[i2] = fallback
        }
      }
      table[i1] = row
    }
    this.logProbabilityDifferences = table
  }

  getLogProbabilityDifference(i1: number, i2: number): number {
    return this.logProbabilityDifferences[i1]?.[i2] ?? 0
  }
}

class ZawgyiUnicodeMarkovModel {
  private readonly classifier: BinaryMarkov
  private readonly ssv: number

  constructor(stream: DataView, start: number) {
    let offset = checkTag(stream, start, 0x555a4d4f, 0x44454c20)
    const version = stream.getUint32(offset)
    offset += 4
    if (version === 1) {
      this.ssv = 0
    } else if (version === 2) {
      this.ssv = stream.getUint32(offset)
      offset += 4
    } else {
      throw new Error(`Zawgyi model: serial version ${version}`)
    }
    this.classifier = new BinaryMarkov(stream, offset)
  }

  predict(input: string): number {
    let prevState = 0
    let totalDelta = 0
    let seenTransition = false
    for (let offset = 0; offset <= input.length; offset++) {
      // All interesting characters are in the BMP.
      const currState = offset === input.length ? 0 : getIndexForCodePoint(input.charCodeAt(offset), this.ssv)
      if (prevState !== 0 || currState !== 0) {
        totalDelta += this.classifier.getLogProbabilityDifference(prevState, currState)
        seenTransition = true
      }
      prevState = currState
    }
    // No Myanmar code point at all: -Infinity, read as strong Unicode.
    if (!seenTransition) return Number.NEGATIVE_INFINITY
    // Pz / (Pu + Pz) = 1 / (1 + exp(logPu - logPz))
    return 1 / (1 + Math.exp(totalDelta))
  }
}

export class ZawgyiDetector {
  private readonly model = new ZawgyiUnicodeMarkovModel(new DataView(modelBuffer(), 0), 0)

  /**
   * The probability that `input` is Zawgyi given that it is Zawgyi or Unicode: near 1 strong
   * Zawgyi, near 0 strong Unicode, -Infinity when it holds no Myanmar code point.
   */
  getZawgyiProbability(input: string): number {
    return this.model.predict(input)
  }
}
