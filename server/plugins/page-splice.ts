import crypto from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { TPageEncoding } from './page-compression.ts'

const deflateRaw = promisify(zlib.deflateRaw)

/**
 * A page compressed once, with holes for the values that differ on every answer (the CSP nonce, the form
 * token), filled in at send time without compressing again (decision 073). Each encoding is a list of
 * fixed byte pieces; an answer is piece 0, value 0, piece 1, value 1, … the last piece.
 *
 * - identity: the HTML between the holes.
 * - gzip: each stretch of HTML is a raw deflate stream of its own, ended by a sync flush (byte-aligned, not
 *   final), compressed with the HTML before it as its dictionary; a hole is a stored block (RFC 1951 3.2.4)
 *   holding the value as it is; the CRC-32 and length of the trailer are worked out per answer.
 * - brotli: one stream, flushed before and after each hole; what the encoder made of the hole is replaced by
 *   an uncompressed meta-block (RFC 7932 9.2) holding the value and the two bytes after it.
 *
 * While compressing, a hole holds sentinel bytes that never occur in the page, so no later match can copy
 * from it: what the browser decodes after a hole does not depend on the value in it. Every compiled page is
 * checked by decoding it with random values; an encoding that fails the check is left out.
 */
export interface SplicedPage {
  /** The byte length of each hole's value, in order. */
  holes: number[]
  /** Which marker (index into those given to compileSplicedPage) each hole was. */
  order: number[]
  identity: Buffer[]
  gzip: Buffer[] | null
  br: Buffer[] | null
  /** Total bytes held, for the cache's bound. */
  size: number
}

/**
 * Bytes that valid UTF-8 HTML of ours never holds: C0 controls but tab, line feed and carriage return,
 * DEL, the never-valid lead bytes C0 and C1, and F5 to FF. 43 of them, a prime: hole i uses them in steps
 * of its own, so no two holes (and no two places in one hole) share a pair of bytes.
 */
const SENTINELS = [
  0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14,
  0x15, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f, 0x7f, 0xc0, 0xc1, 0xf5, 0xf6, 0xf7, 0xf8,
  0xf9, 0xfa, 0xfb, 0xfc, 0xfd, 0xfe, 0xff,
]
const IS_SENTINEL = new Uint8Array(256)
for (const b of SENTINELS) IS_SENTINEL[b] = 1
const MAX_HOLES = SENTINELS.length - 1
/** Brotli's literals after a hole are coded in the context of the two bytes before them. */
const BROTLI_CONTEXT = 2
const WINDOW = 32_768

function sentinel(hole: number, length: number): Buffer {
  const step = (hole % MAX_HOLES) + 1
  const out = Buffer.alloc(length)
  for (let k = 0; k < length; k++) out[k] = SENTINELS[(k * step) % SENTINELS.length] as number
  return out
}

function holdsSentinel(buf: Buffer): boolean {
  for (let i = 0; i < buf.length; i++) if (IS_SENTINEL[buf[i] as number]) return true
  return false
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03])

/** A stored, not-final deflate block's header for `length` bytes, the stream being byte-aligned. */
function storedBlockHeader(length: number): Buffer {
  return Buffer.from([0x00, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff])
}

/** An uncompressed, not-last brotli meta-block's header for `length` bytes (1 to 65,536). */
function uncompressedMetaBlockHeader(length: number): Buffer {
  const bits = ((length - 1) << 3) | (1 << 19)
  return Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff])
}

async function compileGzip(segments: Buffer[], holes: number[]): Promise<SplicedPage['gzip']> {
  const parts: Buffer[] = []
  let text: Buffer = Buffer.alloc(0)
  const pieces: Buffer[] = []
  for (const [i, segment] of segments.entries()) {
    const last = i === segments.length - 1
    const dictionary = text.subarray(Math.max(0, text.length - WINDOW))
    const deflated = await deflateRaw(segment, {
      level: 9,
      finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
      ...(dictionary.length ? { dictionary } : {}),
    })
    parts.push(deflated)
    const hole = holes[i]
    if (hole === undefined) break
    text = Buffer.concat([text, segment, sentinel(i, hole)]).subarray(-WINDOW)
  }
  for (const [i, deflated] of parts.entries()) {
    const hole = holes[i]
    pieces.push(
      Buffer.concat([
        i === 0 ? GZIP_HEADER : Buffer.alloc(0),
        deflated,
        hole === undefined ? Buffer.alloc(0) : storedBlockHeader(hole),
      ]),
    )
  }
  return pieces
}

/** Writes `chunk` and flushes (or ends), answering the bytes the encoder made of it. */
function brotliStep(encoder: zlib.BrotliCompress, chunk: Buffer, end: boolean): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const out: Buffer[] = []
    const take = (b: Buffer) => out.push(b)
    encoder.on('data', take)
    encoder.once('error', reject)
    const done = () =>
      setImmediate(() => {
        encoder.off('data', take)
        encoder.off('error', reject)
        resolve(Buffer.concat(out))
      })
    if (end) {
      encoder.once('end', done)
      encoder.end(chunk)
    } else {
      encoder.write(chunk)
      encoder.flush(zlib.constants.BROTLI_OPERATION_FLUSH, done)
    }
  })
}

async function compileBrotli(segments: Buffer[], holes: number[]): Promise<Buffer[] | null> {
  // The two bytes after each hole travel in its uncompressed meta-block, so that the literals after it are
  // coded in the same context whatever the value.
  if (segments.slice(1).some((s) => s.length < BROTLI_CONTEXT)) return null
  const total = segments.reduce((n, s) => n + s.length, 0) + holes.reduce((n, h) => n + h, 0)
  const encoder = zlib.createBrotliCompress({
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: total,
    },
  })
  const pieces: Buffer[] = []
  let carry: Buffer = Buffer.alloc(0)
  for (const [i, segment] of segments.entries()) {
    const hole = holes[i]
    const body = i === 0 ? segment : segment.subarray(BROTLI_CONTEXT)
    const last = hole === undefined
    const compressed = await brotliStep(encoder, body, last)
    if (last) {
      pieces.push(Buffer.concat([carry, compressed]))
      break
    }
    const next = (segments[i + 1] as Buffer).subarray(0, BROTLI_CONTEXT)
    // What the encoder makes of the sentinel is thrown away; the meta-block below stands in its place.
    await brotliStep(encoder, Buffer.concat([sentinel(i, hole), next]), false)
    pieces.push(Buffer.concat([carry, compressed, uncompressedMetaBlockHeader(hole + BROTLI_CONTEXT)]))
    carry = next
  }
  return pieces
}

/** Splits `html` at every occurrence of the markers; `holeLength` is each marker's value's byte length. */
export async function compileSplicedPage(
  html: string,
  markers: ReadonlyArray<{ marker: string; length: number }>,
): Promise<SplicedPage | null> {
  const pattern = new RegExp(markers.map((m) => m.marker.replace(/[^A-Za-z0-9]/g, '\\$&')).join('|'), 'g')
  const segments: Buffer[] = []
  const holes: number[] = []
  const order: number[] = []
  let at = 0
  for (const match of html.matchAll(pattern)) {
    segments.push(Buffer.from(html.slice(at, match.index)))
    const which = markers.findIndex((m) => m.marker === match[0])
    holes.push((markers[which] as { length: number }).length)
    order.push(which)
    at = match.index + match[0].length
  }
  segments.push(Buffer.from(html.slice(at)))
  if (holes.length > MAX_HOLES || segments.some(holdsSentinel)) return null
  const page: SplicedPage = {
    holes,
    order,
    identity: segments,
    gzip: await compileGzip(segments, holes),
    br: await compileBrotli(segments, holes),
    size: 0,
  }
  // Checked by decoding with random values, twice: an encoding that does not give the page back is left out.
  for (let run = 0; run < 2; run++) {
    const values = markers.map(({ length }) =>
      crypto.randomBytes(length).toString('base64url').slice(0, length),
    )
    const want = spliceIdentity(page, values)
    if (page.gzip && !zlib.gunzipSync(spliceGzip(page, values)).equals(want)) page.gzip = null
    if (page.br && !zlib.brotliDecompressSync(spliceBrotli(page, values) as Buffer).equals(want))
      page.br = null
  }
  page.size =
    [...page.identity, ...(page.gzip ?? []), ...(page.br ?? [])].reduce((n, b) => n + b.length, 0) + 200
  return page
}

/** Each hole's value as bytes, from the values given per marker (ASCII, of the marker's length). */
function holeValues(page: SplicedPage, values: readonly string[]): Buffer[] {
  return page.order.map((which, i) => {
    const value = Buffer.from(values[which] ?? '', 'latin1')
    if (value.length !== page.holes[i])
      throw new Error('a spliced page needs a value of its exact length for every marker')
    return value
  })
}

function interleave(pieces: Buffer[], values: Buffer[]): Buffer[] {
  const out: Buffer[] = []
  for (const [i, piece] of pieces.entries()) {
    out.push(piece)
    const value = values[i]
    if (value) out.push(value)
  }
  return out
}

export function spliceIdentity(page: SplicedPage, values: readonly string[]): Buffer {
  return Buffer.concat(interleave(page.identity, holeValues(page, values)))
}

export function spliceGzip(page: SplicedPage, values: readonly string[]): Buffer {
  const gzip = page.gzip
  if (!gzip) throw new Error('this page has no gzip form')
  const bytes = holeValues(page, values)
  const parts = interleave(gzip, bytes)
  let crc = 0
  let length = 0
  for (const [i, segment] of page.identity.entries()) {
    crc = zlib.crc32(segment, crc)
    length += segment.length
    const value = bytes[i]
    if (value) {
      crc = zlib.crc32(value, crc)
      length += value.length
    }
  }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length >>> 0, 4)
  parts.push(trailer)
  return Buffer.concat(parts)
}

export function spliceBrotli(page: SplicedPage, values: readonly string[]): Buffer | null {
  return page.br ? Buffer.concat(interleave(page.br, holeValues(page, values))) : null
}

/** The spliced answer in the encoding asked for, or the best one this page has that the browser takes. */
export function splice(
  page: SplicedPage,
  values: readonly string[],
  wanted: TPageEncoding | null,
  acceptsGzip: boolean,
): { body: Buffer; encoding: TPageEncoding | null } {
  if (wanted === 'br' && page.br) return { body: spliceBrotli(page, values) as Buffer, encoding: 'br' }
  if ((wanted === 'gzip' || (wanted === 'br' && acceptsGzip)) && page.gzip)
    return { body: spliceGzip(page, values), encoding: 'gzip' }
  return { body: spliceIdentity(page, values), encoding: null }
}
