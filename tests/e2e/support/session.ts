import type { Page } from '@playwright/test'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

/** Demo numbers seeded by the reference server (docs/demo-data.md). */
export const DEMO = {
  premium: '09421234567',
  free: '09250123456',
  atomPremium: '09761234567',
  ooredooFree: '09976543210',
} as const

/**
 * Logs in as `phone` the way the app stores a login (the session row in IndexedDB), going through the
 * real OTP calls of the reference server. For tests whose subject is not the login screen itself.
 * The page must already be on the app's origin; it is reloaded so the app reads the new session.
 */
export async function logInThroughApi(page: Page, phone: string): Promise<{ userId: number; accessToken: string }> {
  const proof = await solvedOtpProof(page)
  const result = await page.evaluate(
    async ({ local, proof }: { local: string; proof: string | null }) => {
      const msisdn = `959${local.replace(/^0?9/, '')}`
      const post = async (path: string, body: unknown) => {
        const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`)
        return res.json() as Promise<Record<string, unknown>>
      }
      await post('/v1/auth/send-otp', proof === null ? { phone: msisdn } : { phone: msisdn, proof })
      const otp = (await (await fetch(`/__dev/otp?phone=${msisdn}`)).json()) as { code: string }
      const auth = (await post('/v1/auth/verify-otp', { phone: msisdn, code: otp.code, platform: 'pwa' })) as {
        userInfo: { id: number; name: string; phone: string }
        token: { accessToken: string; refreshToken: string }
      }
      const open = () =>
        new Promise<IDBDatabase>((resolve, reject) => {
          const req = indexedDB.open('yoke-shin')
          req.onsuccess = () => resolve(req.result)
          req.onerror = () => reject(req.error ?? new Error('indexedDB.open failed'))
        })
      // The app creates its tables when it first touches the database, shortly after start-up.
      let db = await open()
      for (let i = 0; i < 100 && !db.objectStoreNames.contains('session'); i++) {
        db.close()
        await new Promise((r) => setTimeout(r, 100))
        db = await open()
      }
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(['session', 'meta'], 'readwrite')
        const now = Date.now()
        tx.objectStore('session').put({
          key: 'current',
          sid: `e2e-${now}`,
          userId: auth.userInfo.id,
          name: auth.userInfo.name,
          phone: auth.userInfo.phone,
          accessToken: auth.token.accessToken,
          refreshToken: auth.token.refreshToken,
          savedAt: now,
        })
        tx.objectStore('meta').put({ key: 'owner', scope: 'device', value: auth.userInfo.id, at: now })
        tx.oncomplete = () => resolve()
        tx.onerror = () => reject(tx.error ?? new Error('transaction failed'))
      })
      db.close()
      return { userId: auth.userInfo.id, accessToken: auth.token.accessToken }
    },
    { local: phone, proof },
  )
  await page.reload()
  return result
}

/**
 * The proof of work the server asks of a device it does not know for a number, solved here in Node
 * (the app solves it in the page; see src/api/proof-of-work.ts), or null when the server asks none.
 */
async function solvedOtpProof(page: Page): Promise<string | null> {
  const res = await page.request.get('/v1/auth/otp-challenge')
  if (res.status() === 404) return null
  const challenge = (await res.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the otp challenge was not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** The token the operator's checker hands this browser, stored as the start-up check stores it. */
export async function plantCheckerToken(page: Page): Promise<void> {
  const res = await page.request.get('/he/check?redirect=%2F', { maxRedirects: 0 })
  const token = new URL(res.headers().location ?? '', page.url()).searchParams.get('token')
  if (!token) throw new Error(`the checker gave no token: ${res.status()} ${res.headers().location}`)
  await page.evaluate((t) => localStorage.setItem('HE_TOKEN', t), token)
}
