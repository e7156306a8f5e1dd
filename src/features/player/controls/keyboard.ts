export type KeyAction = 'toggle' | 'back' | 'forward' | 'fullscreen' | 'mute' | 'subtitles' | 'slower' | 'faster'

const KEYS: Record<string, KeyAction> = {
  ' ': 'toggle',
  k: 'toggle',
  K: 'toggle',
  j: 'back',
  J: 'back',
  ArrowLeft: 'back',
  l: 'forward',
  L: 'forward',
  ArrowRight: 'forward',
  f: 'fullscreen',
  F: 'fullscreen',
  m: 'mute',
  M: 'mute',
  c: 'subtitles',
  C: 'subtitles',
  '<': 'slower',
  '>': 'faster',
}

/** The desktop players' keys (YouTube's set): what a key does, or null when it does nothing here. */
export function keyAction(key: string): KeyAction | null {
  return KEYS[key] ?? null
}

/** A key that types a character: shortcuts a viewer can turn off, as speech input types them (WCAG 2.1.4). */
export function isCharacterKey(key: string): boolean {
  return [...key].length === 1
}
