import { ZawgyiConverter } from './converter.ts'
import { ZawgyiDetector } from './detector.ts'

/**
 * Google's recommended cut-off: above it the text is taken as Zawgyi. Short strings that are valid
 * in both encodings score near 0.5 and stay as typed.
 */
export const ZAWGYI_THRESHOLD = 0.95

let detector: ZawgyiDetector | null = null
let converter: ZawgyiConverter | null = null

export function zawgyiProbability(text: string): number {
  detector ??= new ZawgyiDetector()
  return detector.getZawgyiProbability(text)
}

/** `text` in Unicode: converted when it is detected as Zawgyi, else returned unchanged. */
export function toUnicodeNow(text: string): string {
  if (zawgyiProbability(text) <= ZAWGYI_THRESHOLD) return text
  converter ??= new ZawgyiConverter()
  return converter.zawgyiToUnicode(text)
}
