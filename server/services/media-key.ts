import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { MIN_SECRET_LENGTH } from './media-grant.ts'

/**
 * HLS AES-128 (RFC 8216 METHOD=AES-128): one 16-byte key per episode, the same for all its
 * renditions, derived from a server secret so nothing per episode has to be stored. Init segments
 * use an explicit IV (named in the playlist); media segments the default IV, their sequence number.
 */
const SECRET_META_KEY = 'media_key_secret'
export const KEY_BYTES = 16

/**
 * The secret keys are derived from: the configured one (MEDIA_KEY_SECRET, so several servers agree
 * on every key), else a random one made on first start and kept in SQLite, so a download's key
 * still opens its bytes after a restart.
 */
export function mediaKeySecret(db: Database, configured: string | null): Buffer {
  if (configured !== null) {
    if (configured.length < MIN_SECRET_LENGTH) throw new Error(`MEDIA_KEY_SECRET must be at least ${MIN_SECRET_LENGTH} characters`)
    return Buffer.from(configured, 'utf8')
  }
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(SECRET_META_KEY, randomBytes(32).toString('base64url'))
  const row = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(SECRET_META_KEY)
  return Buffer.from(row?.value ?? '', 'base64url')
}

/** The episode's content key. */
export function episodeKey(secret: Buffer, episodeId: number): Buffer {
  return createHmac('sha256', secret).update(`media-key/1\n${episodeId}`).digest().subarray(0, KEY_BYTES)
}

/**
 * The explicit IV of a rendition's init segment. Per rendition, so two renditions' identical
 * `ftyp` boxes under the one key never encrypt to the same first block.
 */
export function initIv(secret: Buffer, episodeId: number, rendition: string): Buffer {
  return createHmac('sha256', secret).update(`media-init-iv/1\n${episodeId}\n${rendition}`).digest().subarray(0, KEY_BYTES)
}

/** RFC 8216 §5.2: with no IV attribute, the segment's media sequence number, big-endian in 16 bytes. */
export function sequenceIv(sequence: number): Buffer {
  const iv = Buffer.alloc(KEY_BYTES)
  iv.writeUInt32BE(Math.floor(sequence / 2 ** 32), 8)
  iv.writeUInt32BE(sequence >>> 0, 12)
  return iv
}

/** AES-128-CBC with PKCS#7 padding over the whole file, as hls.js decrypts it. */
export function encrypt(key: Buffer, iv: Buffer, plain: Buffer): Buffer {
  const cipher = createCipheriv('aes-128-cbc', key, iv)
  return Buffer.concat([cipher.update(plain), cipher.final()])
}

export function decrypt(key: Buffer, iv: Buffer, data: Buffer): Buffer {
  const decipher = createDecipheriv('aes-128-cbc', key, iv)
  return Buffer.concat([decipher.update(data), decipher.final()])
}
