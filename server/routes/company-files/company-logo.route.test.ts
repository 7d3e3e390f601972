import fc from 'fast-check'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { AUDIT_LOG_API } from '../../../shared/business/audit-schemas.ts'
import { COMPANY_FILES_API } from '../../../shared/business/company-files-contract.ts'
import { LOGO_MAX_BYTES, LOGO_MAX_DIMENSION } from '../../../shared/business/upload-rules.ts'
import { AUTH_STATE_PATH } from '../../../shared/constants.ts'
import type { SignedInBrowser } from '../../testing/account/account-test-support.ts'
import { adminBrowser, createCompany, json } from '../../testing/company/company-test-kit.ts'
import {
  freshAddress,
  multipart,
  PNG_SIGNATURE,
  testImage,
} from '../../testing/company-files/company-files-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useAdmin, useCompany, useTestApp } from '../../testing/use-test-app.ts'

const upload = (bytes: Uint8Array, filename = 'logo.png', contentType = 'image/png') => ({
  method: 'POST' as const,
  remoteAddress: freshAddress(),
  url: COMPANY_FILES_API.logo,
  ...multipart([{ name: 'multipartFile', file: { filename, contentType, bytes } }]),
})

async function logoUrl(browser: SignedInBrowser): Promise<string | null> {
  const state = (await browser.call({ method: 'GET', url: AUTH_STATE_PATH })).json()
  return state.businessState.companyLogoUrl
}

describe.each(testDatabaseKinds())('the company logo (%s)', (kind) => {
  const t = useTestApp(kind)
  const company = useCompany(t)
  const admin = useAdmin(t, company)

  it('re-encodes an upload, serves it to the company at a versioned URL, and the header state points at it', async () => {
    const source = await testImage('png', { width: 1200, height: 600 })
    const res = await admin.call(upload(source))
    expect(res.statusCode).toBe(200)
    const { companyLogoUrl } = res.json()
    expect(companyLogoUrl).toMatch(/^\/i\/api\/business\/company\/v1\/logo\/[0-9a-f]{16}$/)
    // Cached sessions were evicted: the member's next auth state already carries it.
    expect(await logoUrl(admin)).toBe(companyLogoUrl)

    const image = await admin.call({ method: 'GET', url: companyLogoUrl })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['x-content-type-options']).toBe('nosniff')
    expect(image.headers['content-disposition']).toBe('inline')
    expect(image.headers['content-security-policy']).toContain("default-src 'none'")
    expect(image.headers['cache-control']).toContain('immutable')
    const meta = await sharp(image.rawPayload).metadata()
    expect(meta.format).toBe('png')
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(LOGO_MAX_DIMENSION)
    expect(meta.exif).toBeUndefined()
    expect(image.rawPayload.includes('secret-exif-marker')).toBe(false)

    const log = (await admin.call(json('GET', AUDIT_LOG_API))).json()
    expect(log.entries[0]).toMatchObject({ action: 'company.logo.upload', actorEmail: admin.email })
  })

  it('accepts JPEG and GIF by their bytes whatever the name or declared type', async () => {
    const jpeg = await admin.call(upload(await testImage('jpeg'), 'photo.gif', 'text/html'))
    expect(jpeg.statusCode).toBe(200)
    const served = await admin.call({ method: 'GET', url: jpeg.json().companyLogoUrl })
    expect(served.headers['content-type']).toBe('image/jpeg')
    expect(served.rawPayload.includes('secret-exif-marker')).toBe(false)
    const gif = await admin.call(upload(await testImage('gif'), 'anim', 'application/octet-stream'))
    expect(gif.statusCode).toBe(200)
    const gifServed = await admin.call({ method: 'GET', url: gif.json().companyLogoUrl })
    expect(gifServed.headers['content-type']).toBe('image/png')
  })

  it("keeps the logo from other companies' members and refuses members who may not change it", async () => {
    const { companyLogoUrl } = (await admin.call(upload(await testImage('png')))).json()
    const other = await adminBrowser(t, await createCompany(t))
    const foreign = await other.call({ method: 'GET', url: companyLogoUrl })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.headers['content-type']).toContain('application/json')
    const traveller = await adminBrowser(t, company, { role: 'traveler' })
    expect((await traveller.call({ method: 'GET', url: companyLogoUrl })).statusCode).toBe(200)
    expect((await traveller.call(upload(await testImage('png')))).statusCode).toBe(403)
    expect((await traveller.call(json('POST', COMPANY_FILES_API.logoDelete))).statusCode).toBe(403)
    const anonymous = await t.app.inject({ method: 'GET', url: companyLogoUrl })
    expect(anonymous.statusCode).toBe(401)
  })

  it('removes the logo, and the header falls back to the name', async () => {
    const { companyLogoUrl } = (await admin.call(upload(await testImage('png')))).json()
    const res = await admin.call(json('POST', COMPANY_FILES_API.logoDelete))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ companyLogoUrl: null })
    expect(await logoUrl(admin)).toBeNull()
    expect((await admin.call({ method: 'GET', url: companyLogoUrl })).statusCode).toBe(404)
    const log = (await admin.call(json('GET', `${AUDIT_LOG_API}?action=company.logo`))).json()
    expect(log.entries[0].action).toBe('company.logo.remove')
  })

  it('[ASVS #41 5.2.2] a 10 MB file is 413, a .png holding HTML or SVG is 400, and SVG itself is 400', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024, 0x41)
    PNG_SIGNATURE.copy(big)
    const tooBig = await admin.call(upload(big))
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json().errors[0].code).toBe('FILE_TOO_LARGE')

    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>')
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
    const pngThenHtml = Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><script>alert(1)</script>')])
    const validPng = await testImage('png')
    // A real PNG that is also HTML: the markup sits in a text chunk after the image data.
    const polyglot = Buffer.concat([
      validPng.subarray(0, validPng.length - 12),
      Buffer.from('<script>alert(1)</script>'),
      validPng.subarray(-12),
    ])
    for (const [name, bytes] of [
      ['logo.png', html],
      ['logo.png', svg],
      ['logo.svg', svg],
      ['logo.png', pngThenHtml],
      ['logo.png', polyglot],
    ] as const) {
      const res = await admin.call(upload(bytes, name, 'image/png'))
      expect([name, res.statusCode]).toEqual([name, 400])
      expect(res.json().errors[0].code).toBe('FILE_TYPE_NOT_ALLOWED')
    }
  })

  it('refuses decompression bombs, a missing file, extra files and multipart where it is not taken', async () => {
    // 10,000 x 10,000 pixels of one colour compress to little: the pixel count is checked first.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(LOGO_MAX_BYTES)
    const refused = await admin.call(upload(bomb))
    expect(refused.statusCode).toBe(400)
    // Refused for its size, in those words, not as a file of the wrong type (issue 30).
    expect(refused.json().errors[0].code).toBe('IMAGE_TOO_LARGE')

    const none = await admin.call({
      method: 'POST',
      url: COMPANY_FILES_API.logo,
      ...multipart([{ name: 'x', value: '1' }]),
    })
    expect(none.statusCode).toBe(400)
    expect(none.json().errors[0].code).toBe('FILE_MISSING')

    const png = await testImage('png')
    const two = await admin.call({
      method: 'POST',
      url: COMPANY_FILES_API.logo,
      ...multipart([
        { name: 'multipartFile', file: { filename: 'a.png', contentType: 'image/png', bytes: png } },
        { name: 'multipartFile', file: { filename: 'b.png', contentType: 'image/png', bytes: png } },
      ]),
    })
    expect(two.statusCode).toBe(413)

    // Multipart is parsed only on the upload routes.
    const elsewhere = await admin.call({
      method: 'PUT',
      url: '/i/api/business/company/v1/settings/twoFactor',
      ...multipart([{ name: 'required', value: 'true' }]),
    })
    expect(elsewhere.statusCode).toBe(415)
  })

  it('answers random bytes, names and declared types with 400 or 413, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 2048 }),
          fc.uint8Array({ maxLength: 512 }).map((b) => Buffer.concat([PNG_SIGNATURE, b])),
          fc.uint8Array({ maxLength: 512 }).map((b) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), b])),
          fc.uint8Array({ maxLength: 512 }).map((b) => Buffer.concat([Buffer.from('GIF89a'), b])),
        ),
        fc.string({ maxLength: 40 }).map((s) => s.replace(/["\r\n\\]/g, '_')),
        fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
        async (bytes, filename, contentType) => {
          const res = await admin.call(upload(bytes, filename, contentType || 'image/png'))
          expect([400, 413]).toContain(res.statusCode)
          expect(res.json().errors[0].code).toMatch(/^[A-Z_]+$/)
        },
      ),
      { numRuns: 60 },
    )
    // Broken multipart bodies too.
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 300 }),
        fc.string({ maxLength: 40 }),
        async (body, boundary) => {
          const res = await admin.call({
            method: 'POST',
            url: COMPANY_FILES_API.logo,
            remoteAddress: freshAddress(),
            headers: { 'content-type': `multipart/form-data; boundary=${boundary.replace(/[\r\n]/g, '')}` },
            payload: body,
          })
          expect(res.statusCode).toBeGreaterThanOrEqual(400)
          expect(res.statusCode).toBeLessThan(500)
        },
      ),
      { numRuns: 60 },
    )
  })
})
