import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ATTACHMENT_TYPES, carriesActiveContent, detectUploadType, LOGO_TYPES } from './upload-rules.ts'

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...Buffer.from(v, 'latin1')] : [v])))

describe('upload rules', () => {
  it('tell the type by the first bytes only, among the allowed types', () => {
    expect(detectUploadType(bytes(0xff, 0xd8, 0xff, 0xe0), LOGO_TYPES)).toBe('jpeg')
    expect(detectUploadType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0), LOGO_TYPES)).toBe('png')
    expect(detectUploadType(bytes('GIF87a'), LOGO_TYPES)).toBe('gif')
    expect(detectUploadType(bytes('GIF89a'), LOGO_TYPES)).toBe('gif')
    expect(detectUploadType(bytes('%PDF-1.7'), LOGO_TYPES)).toBeNull()
    expect(detectUploadType(bytes('%PDF-1.7'), ATTACHMENT_TYPES)).toBe('pdf')
    expect(detectUploadType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), ATTACHMENT_TYPES)).toBeNull()
    expect(detectUploadType(bytes(0x89, 'PNG'), LOGO_TYPES)).toBeNull()
    expect(detectUploadType(new Uint8Array(), LOGO_TYPES)).toBeNull()
  })

  it('find markup anywhere, and active content in PDFs', () => {
    expect(carriesActiveContent(bytes(0x89, 'PNG....<ScRiPt>alert(1)'), 'png')).toBe(true)
    expect(carriesActiveContent(bytes('GIF89a<svg/onload=alert(1)>'), 'gif')).toBe(true)
    expect(carriesActiveContent(bytes('<!DOCTYPE html>'), null)).toBe(true)
    expect(carriesActiveContent(bytes('%PDF-1.4 /OpenAction << /S /JavaScript >>'), 'pdf')).toBe(true)
    expect(carriesActiveContent(bytes('%PDF-1.4 /Type /Catalog'), 'pdf')).toBe(false)
    // "/JS" is only active content in a PDF.
    expect(carriesActiveContent(bytes(0xff, 0xd8, 0xff, '/JS'), 'jpeg')).toBe(false)
  })

  it('never throw on any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4096 }), (data) => {
        const type = detectUploadType(data, ATTACHMENT_TYPES)
        expect(typeof carriesActiveContent(data, type)).toBe('boolean')
      }),
    )
  })
})
