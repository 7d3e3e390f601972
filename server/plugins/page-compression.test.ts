import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressPage, pageEncoding } from './page-compression.ts'

describe('page compression (decision 066)', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pageEncoding('gzip, deflate')).toBe('gzip')
    expect(pageEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(pageEncoding('br;q=0,gzip;q=0')).toBeNull()
    expect(pageEncoding('*')).toBe('br')
    expect(pageEncoding('*;q=0, gzip')).toBe('gzip')
    expect(pageEncoding('identity')).toBeNull()
    expect(pageEncoding('')).toBeNull()
    expect(pageEncoding(undefined)).toBeNull()
  })

  it('compresses to what the browser decodes back', async () => {
    const html = `<!doctype html><p>${'Fernway 여행 '.repeat(500)}</p>`
    const br = await compressPage(html, 'br')
    const gz = await compressPage(html, 'gzip')
    expect(zlib.brotliDecompressSync(br).toString()).toBe(html)
    expect(zlib.gunzipSync(gz).toString()).toBe(html)
    expect(br.length).toBeLessThan(Buffer.byteLength(html) / 10)
  })
})
