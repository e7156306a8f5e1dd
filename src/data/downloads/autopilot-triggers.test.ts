import { afterEach, describe, expect, it, vi } from 'vitest'
import { downloadHarness } from '../../../tests/helpers/download-harness'
import { planAhead } from './autopilot'
import { writeAutopilotSettings } from './autopilot-store'
import { startAutopilot } from './autopilot-triggers'
import { kickDownloader } from './downloader'
import type { AutopilotReport } from './autopilot'

const MMT = (hhmmss: string, day = '2025-01-01') => Date.parse(`${day}T${hhmmss}+06:30`)

afterEach(() => vi.useRealTimers())

describe("the autopilot's clock with the app open", () => {
  it('from 22:59:30 it sleeps to 23:00 and queues then, not before; then it sleeps towards 07:00', async () => {
    const t = downloadHarness({ 11: { segments: 3 }, 12: { segments: 3 } })
    await t.h.login(1)
    await writeAutopilotSettings(t.db, { series: [1], ahead: 1 })
    t.h.clock.set(MMT('22:59:30'))
    const deps = t.context()
    await planAhead(deps, {
      titleId: 1,
      title: 'A series',
      poster: '/p.jpg',
      episodeId: 11,
      episodes: [
        { id: 11, title: 'One' },
        { id: 12, title: 'Two' },
      ],
      quality: '720p',
    })
    // Only the autopilot's timer is faked: the database keeps its own scheduling.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const reports: AutopilotReport[] = []
    const stop = startAutopilot(deps, (r) => reports.push(r))
    await vi.waitFor(() => expect(reports).toHaveLength(1))
    expect(reports[0]).toMatchObject({ queued: [], next: MMT('23:00:00') })
    expect(vi.getTimerCount()).toBe(1)

    // 29.9 s on, the clock is still before 23:00: nothing yet.
    t.h.clock.set(MMT('22:59:59.900'))
    await vi.advanceTimersByTimeAsync(29_900)
    expect(await t.db.downloads.count()).toBe(0)

    t.h.clock.set(MMT('23:00:00'))
    await vi.advanceTimersByTimeAsync(100)
    await vi.waitFor(() => expect(reports.at(-1)?.queued).toEqual([12]))
    // Inside the window the next round is at most 15 minutes away (a device asleep, a clock changed).
    expect(reports.at(-1)?.next).toBe(MMT('07:00:00', '2025-01-02'))
    stop()
    expect(vi.getTimerCount()).toBe(0)
    // The download it queued finishes on real time.
    vi.useRealTimers()
    await kickDownloader(deps)
    expect((await t.db.downloads.get(12))?.state).toBe('completed')
  })
})
