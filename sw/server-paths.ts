/** Paths the reference server answers itself; the app shell never stands in for them. */
export const SERVER_PATH_PREFIXES = ['/v1/', '/media/', '/images/', '/he/', '/operator/', '/__dev/'] as const

export function isServerPath(pathname: string): boolean {
  return SERVER_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))
}
