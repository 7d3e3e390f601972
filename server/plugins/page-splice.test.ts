import crypto from 'node:crypto'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressPage } from './page-compression.ts'
import { compileSplicedPage, splice, spliceBrotli, spliceGzip, spliceIdentity } from './page-splice.ts'

const NONCE = { marker: 'NONCEMARKxxxxxxxxxxxxxxx', length: 24 }
const TOKEN = { marker: 'TOKENMARKyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy', length: 43 }

/** A page like ours: the nonce on several tags, the token in a JSON block, text that repeats across holes. */
function page(): string {
  const body = Array.from(
    { length: 1500 },
    (_, i) =>
      `<li class="fw-item">Seoul 서울 – Tokyo 東京 offer ${(i * 7919) % 1013} <a href="/x/${(i * 31) % 97}">book</a></li>`,
  ).join('')
  return `<!doctype html><html><head><script nonce="${NONCE.marker}">stub()</script><style nonce="${NONCE.marker}">body{color:red}</style><script type="module" nonce="${NONCE.marker}" src="/a.js"></script></head><body><ul>${body}</ul><script type="application/json" id="s">{"formtoken":"${TOKEN.marker}","x":"${'Seoul 서울 offer '.repeat(50)}"}</script></body></html>`
}

const values = () => [crypto.randomBytes(16).toString('base64'), crypto.randomBytes(32).toString('base64url')]
const expected = (html: string, [nonce, token]: string[]) =>
  html.replaceAll(NONCE.marker, nonce as string).replaceAll(TOKEN.marker, token as string)

describe('spliced pages (decision 073)', () => {
  it('gives back the page with each answer’s values, in every encoding, for many values', async () => {
    const html = page()
    const compiled = await compileSplicedPage(html, [NONCE, TOKEN])
    if (!compiled) throw new Error('not compiled')
    expect(compiled.holes).toEqual([24, 24, 24, 43])
    expect(compiled.gzip).not.toBeNull()
    expect(compiled.br).not.toBeNull()
    for (let i = 0; i < 50; i++) {
      const v = values()
      const want = expected(html, v)
      expect(spliceIdentity(compiled, v).toString()).toBe(want)
      expect(zlib.gunzipSync(spliceGzip(compiled, v)).toString()).toBe(want)
      expect(zlib.brotliDecompressSync(spliceBrotli(compiled, v) as Buffer).toString()).toBe(want)
    }
  })

  it('compresses about as well as compressing the whole page for each answer', async () => {
    const html = page()
    const compiled = await compileSplicedPage(html, [NONCE, TOKEN])
    if (!compiled) throw new Error('not compiled')
    const v = values()
    const whole = expected(html, v)
    const gz = spliceGzip(compiled, v).length
    const br = (spliceBrotli(compiled, v) as Buffer).length
    expect(gz).toBeLessThan((await compressPage(whole, 'gzip')).length * 1.1)
    expect(br).toBeLessThan((await compressPage(whole, 'br')).length * 1.1)
    expect(br).toBeLessThan(Buffer.byteLength(whole) / 5)
  })

  it('chooses brotli, then gzip, then none, as the browser takes them', async () => {
    const compiled = await compileSplicedPage(page(), [NONCE, TOKEN])
    if (!compiled) throw new Error('not compiled')
    const v = values()
    expect(splice(compiled, v, 'br', true).encoding).toBe('br')
    expect(splice(compiled, v, 'gzip', true).encoding).toBe('gzip')
    expect(splice(compiled, v, null, false).encoding).toBeNull()
    expect(splice({ ...compiled, br: null }, v, 'br', true).encoding).toBe('gzip')
    expect(splice({ ...compiled, br: null }, v, 'br', false).encoding).toBeNull()
  })

  it('refuses values of another length, and a page holding the bytes its holes are made of', async () => {
    const compiled = await compileSplicedPage(page(), [NONCE, TOKEN])
    if (!compiled) throw new Error('not compiled')
    expect(() => spliceIdentity(compiled, ['short', 'x'.repeat(43)])).toThrow(/exact length/)
    expect(await compileSplicedPage(`${page()}\u0001`, [NONCE, TOKEN])).toBeNull()
  })
})
