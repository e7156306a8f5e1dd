import { useEffect, useState } from 'react'

/** The time, moved on each minute, so a screen left open crosses Myanmar midnight into a new day. */
export function useMinute(now: () => number = Date.now): number {
  const [time, setTime] = useState(now)
  useEffect(() => {
    const id = setInterval(() => setTime(now()), 60_000)
    return () => clearInterval(id)
  }, [now])
  return time
}
